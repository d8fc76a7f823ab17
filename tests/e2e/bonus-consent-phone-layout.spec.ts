import { expect, test } from '@playwright/test';
import { checkPage } from './support/page-check';
import { screenshot } from './support/photo';
import { signUpRewardCard } from './support/sign-up-reward';

// Phone width (the mobile project picks this file up by its name): the sign-up reward card and its consent step fit
// a Pixel 7, pass axe, and keep the accept button reachable. The claim journey runs at desktop (bonus-consent.spec.ts).
test('the sign-up reward and its consent step at phone width', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const card = await signUpRewardCard(page, testInfo, 'signup-reward-phone');
  await checkPage(page, testInfo, 'consent-phone-rewards');

  await card.getByRole('button', { name: 'Claim' }).click();
  const dialog = page.getByRole('dialog', { name: "Accept the offer's terms" });
  await expect(dialog.getByTestId('consent-step')).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('I have read and accept the terms of this offer.').check();
  const accept = dialog.getByRole('button', { name: 'Accept and claim' });
  await accept.scrollIntoViewIfNeeded();
  await expect(accept).toBeInViewport();
  await expect(accept).toBeEnabled();
  await checkPage(page, testInfo, 'consent-phone-step');
  await screenshot(page, testInfo, 'consent-phone-step-viewport');
});
