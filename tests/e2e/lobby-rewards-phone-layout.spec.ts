import { expectNoAxeViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { screenshot } from './support/photo';
import { openLobbyFromPromotionLink } from './support/lobby-rewards';

// The lobby's reward tab at phone width (the mobile project only): both tabs fit the screen with no horizontal
// overflow, the tabs keep a finger-sized target, and the lobby passes axe with the tab open.
test('the lobby rewards tab fits a phone', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openLobbyFromPromotionLink(page, testInfo, 'lobby-rewards-phone', '49');
  const rewards = page.getByTestId('lobby-rewards');
  await expect(rewards.getByTestId('promoted-reward')).toHaveCount(1, { timeout: 30_000 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const name of ['Rewards', 'Active']) {
    const box = await rewards.getByRole('tab', { name }).boundingBox();
    expect(box?.height ?? 0, `${name} tab height`).toBeGreaterThanOrEqual(40);
  }
  await expectNoAxeViolations(page, '', { include: '[data-testid="lobby-rewards"]' });
  await screenshot(rewards, testInfo, 'lobby-rewards-phone-eligible');

  await rewards.getByRole('tab', { name: 'Active' }).click();
  await expect(rewards.getByTestId('active-empty')).toBeVisible({ timeout: 30_000 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await screenshot(rewards, testInfo, 'lobby-rewards-phone-active');
});
