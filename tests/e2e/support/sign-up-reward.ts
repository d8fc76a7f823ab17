import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signUpThroughApi } from './sign-up';

const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

/**
 * A new player signed up through the API on the rewards page, with the demo's sign-up reward (seeded
 * `sign-up-live-reward`: €5.00 live casino bonus, claims need consent) that the registration trigger assigned.
 */
export async function signUpRewardCard(page: Page, testInfo: TestInfo, name: string): Promise<Locator> {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  await signUpThroughApi(page.request, testInfo, name);
  await page.goto('/en-UN/my-account/rewards', { waitUntil: 'domcontentloaded', timeout: 60_000 });
  const card = page.getByTestId('eligible-reward').filter({ hasText: 'Sign-up reward' });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('€5.00');
  await expect(card.getByTestId('consent-needed')).toBeVisible();
  return card;
}
