import { expect, test } from '@playwright/test';
import { checkPage } from './support/page-check';
import { signUpRewardCard } from './support/sign-up-reward';

// Issue 23 (registration trigger, consent): a new player signed up through the API finds the sign-up reward the
// registration assigned on the rewards page; its claim opens the consent step; after accepting the terms the claim
// succeeds and the bonus runs. The phone layout of the consent step: bonus-consent-phone-layout.spec.ts.
test('a new player claims the sign-up reward after accepting its terms in the consent step', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const card = await signUpRewardCard(page, testInfo, 'signup-reward');
  await checkPage(page, testInfo, 'consent-1-rewards');

  await card.getByRole('button', { name: 'Claim' }).click();
  const dialog = page.getByRole('dialog', { name: "Accept the offer's terms" });
  await expect(dialog.getByTestId('consent-step')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Sign-up reward');
  await expect(dialog).toContainText('10×');
  const accept = dialog.getByRole('button', { name: 'Accept and claim' });
  await expect(accept).toBeDisabled();
  await dialog.getByLabel('I have read and accept the terms of this offer.').check();
  await expect(accept).toBeEnabled();
  await checkPage(page, testInfo, 'consent-2-step');

  await accept.click();
  await expect(page).toHaveURL(/\/my-account\/rewards\/active$/, { timeout: 30_000 });
  const active = page.getByTestId('active-reward');
  await expect(active).toContainText('€5.00', { timeout: 30_000 });
  await expect(active.getByTestId('wagering-progress-label')).toHaveText('€0.00 of €50.00');
  await checkPage(page, testInfo, 'consent-3-active');
});
