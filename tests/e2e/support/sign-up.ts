import { expect, type Page } from '@playwright/test';
import { latestSmsCode } from './outbox';

/**
 * Fills the sign-up page the browser is on (an en-UN page: the sandbox SMS goes to +358 `phone`) and confirms the
 * SMS code, leaving the new player signed in.
 */
export async function completeSignUp(page: Page, player: { firstName: string; lastName: string; email: string; password: string; dateOfBirth: string; phone: string }) {
  await page.getByLabel('First name').fill(player.firstName);
  await page.getByLabel('Last name').fill(player.lastName);
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Date of birth').fill(player.dateOfBirth);
  await page.getByLabel('Date of birth').blur();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Mobile number').fill(player.phone);
  await page.getByLabel('Postcode').fill('00100');
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('signup-flow')).toHaveAttribute('data-step', 'Verification', { timeout: 30_000 });
  const { code } = await latestSmsCode(page.request, `358${player.phone}`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByTestId('signup-complete')).toHaveAttribute('data-status', 'signedIn', { timeout: 30_000 });
}
