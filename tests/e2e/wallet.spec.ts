import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './support/photo';
import { signUpThroughApi, verifyIdentityThroughSandbox } from './support/sign-up';

// The wallet journey of a verified player: deposit through the sandbox cashier → the header balance follows →
// withdraw → cancel → the history shows all of it. The player is the test's own, made through the API and
// verified through the sandbox identity-verification vendor (withdrawals need a verified identity), so a retry
// starts from an empty wallet and an empty history.
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

/** Display text → minor units: every currency shows two fraction digits (lib/markets formatMoney). */
const minor = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, `wallet-${name}`, true);
}

async function breakdown(page: Page) {
  await page.getByTestId('header-balance').click();
  const panel = page.getByTestId('balance-breakdown');
  await expect(panel).toBeVisible();
  const values = { main: minor(await panel.getByTestId('balance-main').textContent()), locked: minor(await panel.getByTestId('balance-locked').textContent()) };
  await page.keyboard.press('Escape');
  return values;
}

test('a verified player deposits, withdraws, cancels and sees it all in the history', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'wallet');
  await verifyIdentityThroughSandbox(page.request, player);

  await page.goto('/en-UN');
  const total = page.getByTestId('header-balance-total');
  await expect(total).toBeVisible({ timeout: 30_000 });
  const before = minor(await total.textContent());
  expect(before).toBe(0);

  // Deposit 50.00 with the first method, approve it at the sandbox cashier, come back.
  await page.goto('/en-UN/my-account/banking/deposit');
  await expect(page.getByTestId('deposit-form')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Amount').fill('5');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByText(/The minimum is|The maximum is/)).toBeVisible();
  await check(page, testInfo, '1-deposit-form');
  await page.getByLabel('Amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/cashier\//, { timeout: 30_000 });
  await expect(page.getByText('SANDBOX').first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page).toHaveURL(/\/en-UN\/my-account\/banking\/deposit\?.*outcome=APPROVED/);
  await expect(page.getByTestId('deposit-outcome')).toContainText('Payment approved');
  await expect.poll(async () => minor(await total.textContent()), { timeout: 30_000 }).toBe(before + 5000);
  await check(page, testInfo, '2-deposit-approved');

  // A declined payment says so and credits nothing.
  const afterDeposit = minor(await total.textContent());
  await page.getByLabel('Amount').fill('20');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/cashier\//, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByTestId('deposit-outcome')).toContainText('The payment was declined');
  await expect(total).toBeVisible();
  expect(minor(await total.textContent())).toBe(afterDeposit);

  // Withdraw 20.00: cash goes down and pending withdrawals up, in the header, without a page load.
  await page.goto('/en-UN/my-account/banking/withdraw');
  await expect(page.getByTestId('withdraw-form')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const start = await breakdown(page);
  await page.getByLabel('Amount').fill('20');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-result')).toContainText('Withdrawal requested');
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(1);
  await expect.poll(() => breakdown(page)).toEqual({ main: start.main - 2000, locked: start.locked + 2000 });
  // The form named where it goes; the header's total says part of it is pending.
  await expect(page.getByTestId('withdraw-destination')).toContainText(/Paid back to .+, the method of your last deposit/);
  await expect(page.getByTestId('header-balance-pending')).toContainText('€20.00 pending');
  await check(page, testInfo, '3-withdraw-pending');

  await page.getByRole('button', { name: /Cancel the withdrawal of/ }).click();
  await expect(page.getByText('Withdrawal cancelled: the money is back on your balance.')).toBeVisible();
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
  await expect.poll(() => breakdown(page)).toEqual(start);
  // Cancelled: the "requested" notice goes with it, and nothing shows as pending any more.
  await expect(page.getByTestId('withdraw-result')).toHaveCount(0);
  await expect(page.getByTestId('header-balance-pending')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The banking hub shows the balances it promises.
  await page.goto('/en-UN/my-account/banking');
  await expect(page.getByTestId('balance-summary')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('hub-balance-locked')).toHaveText('€0.00');
  expect(minor(await page.getByTestId('hub-balance-total').textContent())).toBe(afterDeposit);

  // History: the deposit, the withdrawal (now cancelled) and its refund, newest first under a day heading.
  await page.goto('/en-UN/my-account/banking/transactions');
  const list = page.getByTestId('transaction-list');
  await expect(list).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText('Withdrawal cancelled')).toBeVisible();
  await expect(list.getByText(/^Withdrawal/).first()).toBeVisible();
  await expect(list.getByText(/^Deposit/)).toBeVisible();
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(page.getByTestId('net-position')).toContainText('Net deposits');
  await check(page, testInfo, '4-history');

  await page.getByTestId('filter-category').selectOption('PAYMENT');
  await expect(page).toHaveURL(/category=PAYMENT/);
  await expect(page.getByTestId('transaction-row')).toHaveCount(3);
});
