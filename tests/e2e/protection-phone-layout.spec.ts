import { expect, test } from '@playwright/test';
import { checkPage } from './support/page-check';
import { signUpThroughApi } from './support/sign-up';

// The time-out and self-exclusion forms at phone width (mobile project; the journey itself runs at desktop in
// self-exclusion.spec.ts): both fit the screen with their choices reachable, and the confirmation step does too.
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

test('the time-out and self-exclusion forms fit a phone, confirmation step included', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  await signUpThroughApi(page.request, testInfo, 'protection-phone', '48');
  await page.goto('/en-UN/my-account/gambling-limits');
  const timeout = page.getByTestId('protection-timeout');
  await timeout.scrollIntoViewIfNeeded();
  await expect(timeout.getByRole('heading', { name: 'Take a break' })).toBeVisible({ timeout: 30_000 });
  await expect(timeout.getByRole('radio')).toHaveCount(6);
  await expect(page.getByTestId('protection-exclusion').getByRole('radio', { name: 'Indefinitely' })).toBeVisible();
  await checkPage(page, testInfo, 'protection-phone-1-forms');
  await timeout.getByRole('radio', { name: '7 days', exact: true }).check();
  await timeout.getByRole('button', { name: 'Continue' }).click();
  await expect(timeout.getByRole('heading', { name: 'Confirm your break' })).toBeFocused();
  await expect(timeout.getByRole('button', { name: 'Confirm and sign out' })).toBeInViewport();
  await checkPage(page, testInfo, 'protection-phone-2-confirm');
  // Back leaves everything as it was: nothing is sent before the confirmation.
  await timeout.getByRole('button', { name: 'Back' }).click();
  await expect(timeout.getByRole('radio', { name: '7 days', exact: true })).toBeVisible();
});
