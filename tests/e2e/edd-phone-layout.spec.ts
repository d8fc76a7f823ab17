import { expect, test } from '@playwright/test';
import { checkPage } from './support/page-check';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';

// Phone width (the mobile project picks this file up by its name): the identity verification page and the EDD
// questionnaire modal fit a Pixel 7, pass axe, and keep their controls reachable. The journeys themselves run once,
// at desktop (identity-verification.spec.ts).
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

test('the identity verification page and the EDD questionnaire modal at phone width', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  await signUpThroughApi(page.request, testInfo, 'edd-phone');
  await page.goto('/en-UN/my-account/account/verification/identity');
  await expect(page.getByRole('heading', { level: 1, name: 'Identity check and questionnaire' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('identity-check-start')).toBeVisible();
  await checkPage(page, testInfo, 'edd-phone-page');

  await page.getByRole('button', { name: 'Answer the questionnaire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Source of funds' });
  await expect(dialog.getByLabel('Occupation')).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('Occupation').selectOption('OTHER');
  await expect(dialog.getByLabel('Your occupation')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send my answers' }).click();
  await expect(dialog.getByText('Please fill this in.').first()).toBeVisible();
  // The send button is reachable inside the sheet; nothing is wider than the screen.
  await dialog.getByRole('button', { name: 'Send my answers' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Send my answers' })).toBeInViewport();
  await checkPage(page, testInfo, 'edd-phone-modal');
  // The sheet as the player sees it (the full-page capture above draws the fixed sheet at the page's end).
  await dialog.getByLabel('Occupation', { exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'edd-phone-modal-viewport');
});
