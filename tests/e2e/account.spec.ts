import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { latestSmsCode } from './support/outbox';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';
import { labelsPastTheirBox } from './support/page-check';

// The account page (/my-account/account, identity-and-account §2, §3 "Account forms", §4 "Phone change"), end to end
// at desktop width: the player's own (API sign-up) changes the phone number with the code the sandbox SMS adapter
// "delivered" to the outbox (a wrong code first: the popup closes and the error stays), changes the marketing
// preferences and the language, sees the login history, and changes the password. The phone layout of the page is
// proven by phone-layout.spec.ts.
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

async function check(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await expectNoAxeViolations(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
  expect(await labelsPastTheirBox(page), `${name}: labels past their box`).toEqual([]);
  await screenshot(page, testInfo, `account-${name}`, fullPage);
}

test('a player changes phone with the SMS code, marketing preferences, language and password, and sees the login history', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'account', '48');
  await page.goto('/en-UN/my-account/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  const details = page.getByTestId('account-details');
  await expect(details).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('account-personal')).toContainText(player.email);
  await expect(page.getByTestId('phone-current')).toHaveText(`+358 ${player.phone}`);
  await expect(page.getByTestId('login-history').getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await check(page, testInfo, '1-page');

  // Login history: the sign-in's address as the trusted proxy stated it (the e2e server trusts one hop).
  await expect(page.getByTestId('login-history')).toContainText('198.51.100.');

  // Phone change: a code to the new number opens the popup; a wrong code closes it and the error stays.
  const newNumber = `49${player.phone.slice(2)}`;
  const phone = page.getByTestId('account-phone');
  await phone.getByLabel('New mobile number').fill(newNumber);
  await phone.getByRole('button', { name: 'Send code' }).click();
  const popup = page.getByRole('dialog', { name: 'Confirm your new number' });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await expect(popup).toContainText(`+358 ${newNumber}`);
  await check(page, testInfo, '2-phone-popup', false);
  const first = await latestSmsCode(page.request, `358${newNumber}`);
  const wrong = String((Number(first.code) + 1) % 1_000_000).padStart(6, '0');
  await popup.getByLabel('Code', { exact: true }).fill(wrong);
  await popup.getByRole('button', { name: 'Confirm number' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('phone-error')).toHaveText('The code was not correct. Request a new code and try again.');
  await expect(page.getByTestId('phone-current')).toHaveText(`+358 ${player.phone}`);

  // A new code, the right digits: the number is the account's.
  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(popup).toBeVisible({ timeout: 30_000 });
  const second = await latestSmsCode(page.request, `358${newNumber}`, first.id);
  await popup.getByLabel('Code', { exact: true }).fill(second.code);
  await popup.getByRole('button', { name: 'Confirm number' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText('Your mobile number is changed.')).toBeVisible();
  await expect(page.getByTestId('phone-current')).toHaveText(`+358 ${newNumber}`, { timeout: 30_000 });
  await expect(page.getByTestId('phone-error')).toHaveCount(0);

  // Marketing preferences: both groups, saved, still chosen after a reload.
  const marketing = page.getByTestId('account-notifications');
  await marketing.getByRole('checkbox', { name: 'Email' }).check();
  await marketing.getByRole('checkbox', { name: 'Newsletter' }).check();
  await marketing.getByRole('checkbox', { name: 'Safer gambling tips' }).check();
  await marketing.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your marketing preferences are saved.')).toBeVisible();

  // Language: Suomi, stored for the player's messages.
  const language = page.getByTestId('account-language');
  await language.getByLabel('Language').selectOption('fi');
  await language.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByText('Your language is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('account-details')).toBeVisible({ timeout: 30_000 });
  await expect(marketing.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(marketing.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  await expect(marketing.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  await expect(language.getByLabel('Language')).toHaveValue('fi');
  const profile = await page.request.get('/api/v1/player');
  expect(await profile.json()).toMatchObject({ languageCode: 'fi', mobilePhone: { prefix: '358', number: newNumber } });

  // Password: a wrong current password is the spec's message; the right one changes it and this page stays signed in.
  const password = page.getByTestId('account-password');
  await password.getByLabel('Current password').fill('Not-My-Password-1');
  await password.getByLabel('New password', { exact: true }).fill('Harbour-Fresh-2027');
  await password.getByLabel('Repeat the new password').fill('Harbour-Fresh-2027');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-error')).toContainText('Your current password is not correct.');
  await password.getByLabel('Current password').fill(player.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');
  expect((await page.request.get('/api/v1/player')).status()).toBe(200);
  await check(page, testInfo, '3-done');
});
