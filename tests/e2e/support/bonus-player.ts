import { expect, type Page, type TestInfo } from '@playwright/test';
import { signUpThroughApi, verifyIdentityThroughSandbox, type ApiPlayer } from './sign-up';

const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

/**
 * A verified player (withdrawals need KYC) who deposited `amount` through the sandbox cashier's API with the welcome
 * offer selected (100 % match): signed in on the page, cookies accepted. Returns the player and the deposit's id.
 */
export async function playerWithWelcomeBonus(page: Page, testInfo: TestInfo, label: string, amount = 5_000): Promise<{ player: ApiPlayer; depositId: number }> {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, label);
  await verifyIdentityThroughSandbox(page.request, player);
  const headers = { authorization: `Bearer ${player.token}` };
  const eligible = await page.request.get('/api/v1/bonus/rewards?rewardsType=ELIGIBLE', { headers });
  expect(eligible.status()).toBe(200);
  const welcome = ((await eligible.json()) as { campaignId: number; triggerEvent: string }[]).find((reward) => reward.triggerEvent === 'FIRST_DEPOSIT');
  expect(welcome).toBeDefined();
  const deposit = await page.request.post('/api/v1/player/wallet/deposit/request', {
    headers,
    data: { amount, paymentMethod: 'CREDITCARD', selectedBonusId: welcome!.campaignId },
  });
  expect(deposit.status()).toBe(200);
  const { redirectUrl, depositId } = (await deposit.json()) as { redirectUrl: string; depositId: number };
  const reference = new URL(redirectUrl).pathname.split('/').at(-1);
  expect((await page.request.post(`/api/v1/payments/sandbox/cashier/${reference}`, { form: { outcome: 'APPROVED' } })).status()).toBe(200);
  return { player, depositId };
}
