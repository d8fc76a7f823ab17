import { expect, test } from '@playwright/test';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';

// The account migration request (identity-and-account.md §7 `/player/migration`), end to end at desktop width: a
// Canadian player (API sign-up, Alberta) is refused the move into Ontario on the province form
// (`error.account.province.ontario`), asks for an account move with the button the refusal offers, and sees the
// request's status, which stays on the page after a reload.
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

test('a Canadian player refused the move into Ontario requests an account move and sees it requested', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  await signUpThroughApi(page.request, testInfo, 'account-move', '47', { countryCode: 'CA', provinceCode: 'AB', postalCode: 'T2P 1J9' });
  await page.goto('/en-UN/my-account/account');
  const province = page.getByTestId('account-province');
  await expect(province).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('account-move')).toHaveCount(0);

  await province.getByLabel('Province or territory').selectOption('ON');
  await province.getByRole('button', { name: 'Save province' }).click();
  await expect(page.getByTestId('province-error')).toContainText('Moving into or out of Ontario');
  const request = page.getByTestId('account-move-request');
  await expect(request).toHaveText('Request an account move');
  await screenshot(province, testInfo, 'account-move-1-offer');

  await request.click();
  await expect(page.getByTestId('account-move-status-value')).toHaveText('Requested');
  await expect(page.getByTestId('account-move-status')).toContainText('Move to Ontario');
  await expect(request).toHaveCount(0);
  await expect(page.getByTestId('province-error')).toHaveCount(0);
  await screenshot(province, testInfo, 'account-move-2-requested');

  // The open request is the account's: after a reload the page shows it without asking again.
  await page.reload();
  await expect(page.getByTestId('account-move-status-value')).toHaveText('Requested', { timeout: 30_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(province, testInfo, 'account-move-3-phone');
});
