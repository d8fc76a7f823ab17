import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './support/photo';
import { signUpThroughApi, verifyIdentityThroughSandbox } from './support/sign-up';

// Responsible-gambling limits, end to end: set a daily deposit limit on /my-account/gambling-limits, then a
// deposit above it is refused by the server with the limit message (modal from the header and the deposit
// page). The player is the test's own (API sign-up, identity verified through the sandbox vendor), so a retry
// starts with no limits set.
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page);
  // A modal is fixed to the viewport: a full-page capture would paint it over the middle of the page.
  await screenshot(page, testInfo, `limits-${name}`, !name.includes('modal'));
}

test('a daily deposit limit refuses a bigger deposit with the limit message; the modal opens from the header', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'limits');
  await verifyIdentityThroughSandbox(page.request, player);
  await page.goto('/en-UN');
  await expect(page.getByTestId('header-balance-total')).toBeVisible({ timeout: 30_000 });

  // The deposit modal opens from the header's Deposit button and shows the deposit form.
  await page.getByTestId('header-deposit').click();
  const modal = page.getByRole('dialog', { name: 'Deposit' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('deposit-form')).toBeVisible({ timeout: 30_000 });
  await check(page, testInfo, '1-deposit-modal');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Set a daily deposit limit of 20.00: it applies at once.
  await page.goto('/en-UN/my-account/gambling-limits');
  const daily = page.getByTestId('limit-deposit-D');
  await expect(daily).toBeVisible({ timeout: 30_000 });
  await daily.getByLabel('Amount').fill('20');
  await daily.getByRole('button', { name: /Set limit|Change limit/ }).click();
  await expect(page.getByText('Your deposit limit is updated.')).toBeVisible();
  await expect(daily.getByTestId('limit-value')).toContainText('20.00');
  await expect(daily.getByTestId('limit-remaining')).toContainText('20.00');

  // The interval rule: a weekly limit below the daily one is refused with the spec's message.
  const weekly = page.getByTestId('limit-deposit-W');
  await weekly.getByLabel('Amount').fill('15');
  await weekly.getByRole('button', { name: /Set limit|Change limit/ }).click();
  await expect(weekly.getByTestId('limit-error-deposit-W')).toContainText('Your weekly limit must be between your daily and monthly limits.');

  // Raising the daily limit is only a request: pending for 24 hours, cancellable.
  await daily.getByLabel('Amount').fill('50');
  await daily.getByRole('button', { name: 'Change limit' }).click();
  await expect(page.getByText('Request received: the higher deposit limit applies after 24 hours.')).toBeVisible();
  await expect(daily.getByTestId('limit-pending')).toContainText('Rises to');
  await expect(daily.getByTestId('limit-value')).toContainText('20.00');
  await check(page, testInfo, '2-gambling-limits');
  await daily.getByRole('button', { name: 'Cancel change' }).click();
  await expect(daily.getByTestId('limit-pending')).toBeHidden();

  // The deposit page tells how much is left and the server refuses a deposit above it.
  await page.goto('/en-UN/my-account/banking/deposit');
  await expect(page.getByTestId('deposit-limit')).toContainText('before your daily deposit limit resets', { timeout: 30_000 });
  await page.getByLabel('Amount').fill('30');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-limit-refusal')).toContainText('This would exceed your daily deposit limit. You can deposit up to');
  await expect(page).toHaveURL(/\/my-account\/banking\/deposit/);
  await check(page, testInfo, '3-deposit-refused');

  // The same refusal in the modal.
  await page.getByTestId('header-deposit').click();
  const again = page.getByRole('dialog', { name: 'Deposit' });
  await expect(again.getByTestId('deposit-form')).toBeVisible({ timeout: 30_000 });
  await again.getByLabel('Amount').fill('30');
  await again.getByTestId('deposit-submit').click();
  await expect(again.getByTestId('deposit-limit-refusal')).toContainText('daily deposit limit');
  await check(page, testInfo, '4-modal-refused');
});

test('the home page shows the winner widget, empty until real games are won', async ({ page }, testInfo) => {
  // The widget asks for the page's market, so wins on games restricted there stay out.
  const latestRequest = page.waitForRequest((request) => request.url().includes('/api/v1/player/wallet/latest-winners'));
  await page.goto('/en-UN');
  const widget = page.getByTestId('winners-widget');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toBeVisible({ timeout: 30_000 });
  expect(new URL((await latestRequest).url()).searchParams.get('market')).toBe('UN');
  await expect(widget.getByTestId('winners-empty').or(widget.getByTestId('winner').first())).toBeVisible({ timeout: 30_000 });
  const topRequest = page.waitForRequest((request) => request.url().includes('/api/v1/player/wallet/top-winners'));
  await widget.getByRole('tab', { name: 'Top this week' }).click();
  expect(new URL((await topRequest).url()).searchParams.get('market')).toBe('UN');
  await expect(widget.getByRole('tab', { name: 'Top this week' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(widget, testInfo, 'limits-5-winners');
});
