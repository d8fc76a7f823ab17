import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './support/photo';
import { openLobbyFromPromotionLink } from './support/lobby-rewards';

// Issue 23 item 6, the lobby's reward tab (games-wallet-bonuses.md §2, §7, §9): a promotion link's campaignIds are
// kept under the campaignIds storage key and read through GET /bonus/campaigns; the tab features that reward, its
// claim switches the lobby to the active tab, which shows the running bonus. Desktop; the phone layout is in
// lobby-rewards-phone-layout.spec.ts.
/** Axe on the rewards tab (the lobby around it has its own checks in lobby.spec.ts) at WCAG 2.1 AA. */
async function axeOnTab(page: Page) {
  await expectNoAxeViolations(page, '', { include: '[data-testid="lobby-rewards"]' });
}

test('lobby → rewards tab (featured from ?campaignIds=) → claim → the active tab shows the bonus', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await openLobbyFromPromotionLink(page, testInfo, 'lobby-rewards', '48');
  const rewards = page.getByTestId('lobby-rewards');
  const featured = rewards.getByTestId('eligible-reward').filter({ has: page.getByTestId('promoted-reward') });
  await expect(featured).toHaveCount(1);
  await expect(featured).toContainText('Live casino bonus');
  await expect(featured).toContainText('Featured for you');
  await axeOnTab(page);
  await screenshot(page, testInfo, 'lobby-rewards-1-eligible');

  await featured.getByRole('button', { name: 'Claim' }).click();
  // The sign-up reward asks for consent to its terms first (bonus-consent.spec.ts checks the step itself).
  const consent = page.getByRole('dialog', { name: "Accept the offer's terms" });
  await consent.getByLabel('I have read and accept the terms of this offer.').check();
  await consent.getByRole('button', { name: 'Accept and claim' }).click();
  const activeTab = rewards.getByRole('tab', { name: 'Active' });
  await expect(activeTab).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(activeTab).toBeFocused();
  await expect(page).toHaveURL(/\/en-UN\/online-casino$/);
  const running = rewards.getByTestId('active-reward');
  await expect(running).toHaveCount(1, { timeout: 30_000 });
  await expect(running).toContainText('Live casino bonus');
  await expect(running.getByTestId('wagering-progress-label')).toHaveText('€0.00 of €50.00');
  await screenshot(rewards, testInfo, 'lobby-rewards-2-active');
  await axeOnTab(page);

  // Claimed: the campaign leaves the storage key; back on the rewards tab it is no longer offered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('campaignIds'))).toBeNull();
  await rewards.getByRole('tab', { name: 'Rewards' }).click();
  await expect(rewards.getByTestId('promoted-reward')).toHaveCount(0, { timeout: 30_000 });
});
