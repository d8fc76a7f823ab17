import { expect, test } from '@playwright/test';
import { openRealMoneyGame } from './support/game';
import { checkPage } from './support/page-check';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';

// Issue 23 item 7: a new player deposits with the welcome bonus chosen on the rewards page, plays the built-in slot
// for real and sees the wagering progress move on the game page (pushed over the wallet socket), then enters a bonus
// code whose claim opens the forfeit-then-claim flow. Desktop only; the phone layout of these pages is in
// phone-layout.spec.ts.
const SLUG = 'anchor-drop'; // casino-anchor-drop: a slot (100 % towards the welcome offer's wagering)
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

test('welcome bonus with the first deposit → real slot rounds move the wagering progress live → a bonus code claim forfeits it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  await signUpThroughApi(page.request, testInfo, 'bonus');

  // 1. The rewards page offers the welcome bonus; its card leads to the deposit page with the bonus selected.
  await page.goto('/en-UN/my-account/rewards');
  const offer = page.getByTestId('eligible-reward').first();
  await expect(offer).toContainText('Welcome package', { timeout: 30_000 });
  await expect(offer).toContainText('100% up to €200.00');
  await checkPage(page, testInfo, 'bonus-1-rewards');
  await offer.getByTestId('deposit-for-reward').click();
  await expect(page.getByTestId('deposit-form')).toBeVisible({ timeout: 30_000 });
  const picker = page.getByTestId('deposit-bonus-picker');
  await expect(picker.getByRole('radio', { name: /Welcome package/ })).toBeChecked({ timeout: 30_000 });
  await screenshot(page, testInfo, 'bonus-2-deposit-picker', true);

  // 2. Deposits €50.00 through the sandbox cashier: the bonus is credited when the deposit settles.
  await page.getByLabel('Amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/cashier\//, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByTestId('deposit-outcome')).toContainText('Payment approved', { timeout: 30_000 });

  await page.goto('/en-UN/my-account/rewards/active');
  const active = page.getByTestId('active-reward');
  await expect(active).toContainText('€50.00', { timeout: 30_000 });
  await expect(active.getByTestId('wagering-progress-label')).toHaveText('€0.00 of €1,500.00');
  await checkPage(page, testInfo, 'bonus-3-active');

  // 3. Real rounds of the built-in slot: the progress under the game moves with each bet, without a reload.
  const frame = await openRealMoneyGame(page, SLUG);
  const progress = page.getByTestId('game-bonus-progress').getByTestId('wagering-progress-label');
  await expect(progress).toHaveText('€0.00 of €1,500.00', { timeout: 30_000 });
  await frame.getByTestId('play-button').click();
  await expect(frame.getByTestId('round-result')).toContainText(/You won|No win this round/, { timeout: 30_000 });
  const stake = Number(((await frame.getByTestId('game-stake').textContent()) ?? '').replace(/[^\d]/g, ''));
  await expect(progress).toHaveText(`€${(stake / 100).toFixed(2)} of €1,500.00`, { timeout: 30_000 });
  await screenshot(page, testInfo, 'bonus-4-game-progress', true);

  // 4. A bonus code from a link: read from the URL on entry, then removed; its claim meets the running welcome
  // bonus (ACTIVE_BONUS_IN_SAME_VERTICAL) and the forfeit-then-claim overlay takes over.
  await page.goto('/en-UN/my-account/bonus-code?bonusCode=HARBOUR10');
  await expect(page.getByTestId('bonus-code-valid')).toContainText('HARBOUR10', { timeout: 30_000 });
  await expect(page).not.toHaveURL(/bonusCode=/);
  await checkPage(page, testInfo, 'bonus-5-code');
  await page.getByRole('button', { name: 'Claim offer' }).click();
  const dialog = page.getByTestId('forfeit-dialog');
  await expect(dialog).toContainText('Only one bonus of this kind', { timeout: 30_000 });
  await screenshot(page, testInfo, 'bonus-6-forfeit-then-claim');
  await page.getByRole('button', { name: 'Forfeit and claim' }).click();
  await expect(page).toHaveURL(/\/my-account\/rewards\/active$/, { timeout: 30_000 });
  await expect(page.getByTestId('active-reward')).toHaveCount(1);
  await expect(page.getByTestId('active-reward').getByTestId('wagering-progress-label')).toHaveText('€0.00 of €100.00', { timeout: 30_000 });
  await checkPage(page, testInfo, 'bonus-7-active-after-code');

  // 5. Forfeit from the active rewards page: the bonus money goes, the cash stays.
  await page.getByTestId('forfeit-button').click();
  await expect(page.getByTestId('forfeit-dialog')).toContainText('Bonus money removed: €10.00');
  await page.getByRole('button', { name: 'Forfeit', exact: true }).click();
  await expect(page.getByTestId('active-empty')).toBeVisible({ timeout: 30_000 });
});
