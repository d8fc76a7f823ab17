import { expect, type Page, type TestInfo } from '@playwright/test';
import { signUpThroughApi, type ApiPlayer } from './sign-up';

const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

/**
 * A new player (signed up through the API, signed in on the page) opens the casino lobby from a promotion link naming
 * the demo's sign-up reward (`?campaignIds=`): the lobby's rewards tab shows it featured. Answers the player and the
 * reward's campaign id.
 */
export async function openLobbyFromPromotionLink(
  page: Page,
  testInfo: TestInfo,
  name: string,
  phonePrefix: string,
): Promise<{ player: ApiPlayer; campaignId: number }> {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, name, phonePrefix);
  const eligible = await page.request.get('/api/v1/bonus/rewards?rewardsType=ELIGIBLE', { headers: { authorization: `Bearer ${player.token}` } });
  expect(eligible.status()).toBe(200);
  const signUpReward = ((await eligible.json()) as { campaignId: number; triggerEvent: string }[]).find(
    (reward) => reward.triggerEvent === 'REGISTRATION_WITH_TIMEFRAME',
  );
  expect(signUpReward, 'the demo seeds a sign-up reward').toBeDefined();
  const campaignId = signUpReward!.campaignId;

  await page.goto(`/en-UN/online-casino?campaignIds=${campaignId}`);
  const rewards = page.getByTestId('lobby-rewards');
  await expect(rewards).toBeVisible({ timeout: 30_000 });
  // Read on entry into the campaignIds storage key, then removed from the URL.
  await expect(page).not.toHaveURL(/campaignIds=/);
  expect(await page.evaluate(() => localStorage.getItem('campaignIds'))).toBe(String(campaignId));
  await expect(rewards.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
  return { player, campaignId };
}
