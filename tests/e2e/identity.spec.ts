import { expectNoAxeViolations } from './support/axe';
import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { latestSmsCode } from './support/outbox';
import { checkPage } from './support/page-check';
import { photo } from './support/photo';
import { ONCE } from './support/once';

// The player journey (spec identity-and-account §2, §4): sign up with the SMS code → signed in → sign out → locked out by wrong
// passwords → reset the password → sign in. Runs at desktop and Pixel 7 widths; every step is checked with axe
// (and photographed with E2E_SCREENSHOTS=1: test-results/screenshots/<project>/identity-*.png). The protected
// page → 401 → sign in → newer terms journey needs terms published after its player signed up: it runs on the
// content server (content-freshness.spec).

// Sign-in and sign-out end with a full page load; on a busy 2-core machine that can take several seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

async function settle(page: Page) {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
}

function check(page: Page, testInfo: TestInfo, name: string) {
  return checkPage(page, testInfo, `identity-${name}`);
}

function uniquePlayer(testInfo: TestInfo) {
  const seed = `${Date.now() % 1e7}${testInfo.workerIndex}${testInfo.project.name.length}`.slice(-7).padStart(7, '1');
  return { email: `e2e-${testInfo.project.name}-${seed}@example.com`, phone: `40${seed}`, password: 'Harbour-2026', newPassword: 'Lighthouse-2027' };
}

/** Each test gets its own client address, so the per-IP sign-in rate limit counts it alone. */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

test('sign up → signed in → sign out → locked out → reset password → sign in', async ({ page, request, isMobile }, testInfo) => {
  test.setTimeout(240_000);
  await settle(page);
  const player = uniquePlayer(testInfo);

  await page.goto('/en-UN/signup?bonusCode=WELCOME50&aff_id=aff-42');
  await expect(page).toHaveURL(/\/en-UN\/signup\?aff_id=aff-42$/);
  const flow = page.getByTestId('signup-flow');
  await expect(flow).toHaveAttribute('data-step', 'Details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await check(page, testInfo, '1-details-errors');

  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Harbour');
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Date of birth').fill('1990-02-28');
  await page.getByLabel('Date of birth').blur();
  await expect(page.locator('[data-field-state="success"]')).toHaveCount(5);
  await check(page, testInfo, '2-details-valid');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(flow).toHaveAttribute('data-step', 'ContactInfo');
  await expect(page.getByLabel('Country of residence')).toHaveValue('FI');
  await expect(page.getByTestId('signup-bonus-code')).toContainText('WELCOME50');
  const countries = await page
    .getByLabel('Country of residence')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(countries).not.toContain('PL');
  await page.getByLabel('Mobile number').fill(player.phone);
  await page.getByLabel('Postcode').fill('00100');
  await page.getByLabel(/I am 18 or older/).check();
  await check(page, testInfo, '3-contact');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(flow).toHaveAttribute('data-step', 'Verification');
  const first = await latestSmsCode(request, `358${player.phone}`);
  const wrong = first.code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByText('This code is not correct.')).toBeVisible();
  await check(page, testInfo, '4-verification-error');
  await page.getByLabel('Verification code').fill(first.code);
  await page.getByRole('button', { name: 'Confirm code' }).click();

  await expect(flow).toHaveAttribute('data-step', 'Complete');
  await expect(page.getByTestId('signup-complete')).toHaveAttribute('data-status', 'signedIn', { timeout: 20_000 });
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await check(page, testInfo, '5-complete');

  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await check(page, testInfo, '6-account-menu');
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page).toHaveURL(/\/en-UN$/);
  expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();

  // Wrong passwords until the lock (spec identity-and-account §8 error.sign.in.attempt.count.exceeded → login.error.maxAttempt).
  await page.getByTestId('header-sign-in').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(player.email);
  let locked = false;
  // The lock is behaviour, proven once at desktop (7 hashed attempts); at phone width one wrong attempt shows the
  // dialog's error in the phone layout, and the journey goes on to the reset from there.
  const attempts = isMobile ? 1 : 7;
  for (let attempt = 1; attempt <= attempts && !locked; attempt += 1) {
    await dialog.getByLabel('Password', { exact: true }).fill(`Wrong-${attempt}x`);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    locked = (await alert.textContent())?.includes('Too many failed attempts') ?? false;
    if (attempt === 1) await expect(alert).toHaveText('The email or password is not correct.');
  }
  if (isMobile) await check(page, testInfo, '7-login-error');
  else {
    expect(locked).toBe(true);
    await check(page, testInfo, '7-login-locked');
  }
  await dialog.getByRole('link', { name: 'Forgot your password?' }).click();

  await expect(page).toHaveURL(/\/en-UN\/reset-password$/);
  const reset = page.getByTestId('reset-flow');
  await check(page, testInfo, '8-reset-email');
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(reset).toHaveAttribute('data-step', 'Verification');
  const resetCode = await latestSmsCode(request, `358${player.phone}`, first.id);
  await check(page, testInfo, '9-reset-code');
  await page.getByLabel('Verification code').fill(resetCode.code);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(reset).toHaveAttribute('data-step', 'Password');
  await page.getByLabel('New password', { exact: true }).fill(player.newPassword);
  await page.getByLabel('Repeat the new password').fill('Something-else-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await check(page, testInfo, '10-reset-password');
  await page.getByLabel('Repeat the new password').fill(player.newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/en-UN$/);
  await check(page, testInfo, '11-reset-done-home');

  await page.getByTestId('header-sign-in').click();
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(player.newPassword);
  await check(page, testInfo, '12-login-popup');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('an under-18 date of birth is refused before anything is sent', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await settle(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/player/registration')) calls.push(r.url());
  });
  await page.goto('/en-UN/signup');
  const year = new Date().getUTCFullYear() - 17;
  await page.getByLabel('Date of birth').fill(`${year}-06-01`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must be at least 18 years old to open an account.')).toBeVisible();
  await check(page, testInfo, '15-underage');
  expect(calls).toEqual([]);
});

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Harbour');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbour-2026');
  await page.getByLabel('Date of birth').fill('1990-02-28');
  await page.getByLabel('Date of birth').blur();
}

async function fillContact(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Postcode').fill('00100');
  await page.getByLabel(/I am 18 or older/).check();
}

test('each sign-up step starts at its heading, in view and focused (a phone no longer opens the next step on the footer)', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await settle(page);
  const player = uniquePlayer(testInfo);
  await page.goto('/en-UN/signup');
  const flow = page.getByTestId('signup-flow');
  await expect(flow).toHaveAttribute('data-step', 'Details');
  const expectStepStart = async (step: string, heading: string) => {
    await expect(flow).toHaveAttribute('data-step', step);
    await expect(page.getByRole('heading', { name: heading })).toBeFocused();
    await expect(page.getByRole('heading', { name: heading })).toBeInViewport();
  };
  await fillDetails(page, player.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStepStart('ContactInfo', 'How we reach you');
  await fillContact(page, player.phone);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectStepStart('Verification', 'Confirm your mobile');
  await expect(page.getByLabel('Verification code')).toBeInViewport();
  await photo(page, testInfo, 'signup-code-step');
});

test('a rate-limited sign-up says how long to wait, with no field ticked valid beside it', ONCE, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await settle(page);
  const player = uniquePlayer(testInfo);
  // The platform's limiter answer (server/http/with-contract.ts): 429, error.rate_limit.exceeded, Retry-After.
  await page.route('**/api/v1/player/registration', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': '120' },
          contentType: 'application/json',
          body: JSON.stringify({ status: 429, code: 'error.rate_limit.exceeded', message: 'Too many requests; try again later.' }),
        })
      : route.continue(),
  );
  await page.goto('/en-UN/signup');
  await fillDetails(page, player.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillContact(page, player.phone);
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByTestId('signup-error');
  await expect(alert).toHaveText('Too many attempts in a short time. Please wait 2 minutes and try again.');
  await expect(page.locator('[data-field-state="success"]')).toHaveCount(0);
  await expect(page.getByTestId('field-success')).toHaveCount(0);
  await photo(page, testInfo, 'signup-rate-limited');
  await expectNoAxeViolations(page);
});

test('the wrong password that leaves one attempt before the lock says so', ONCE, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await settle(page);
  // An unknown address counts towards the same per-address lock as a wrong password (spec identity-and-account §8).
  const email = uniquePlayer(testInfo).email.replace('e2e-', 'e2e-lock-');
  await page.goto('/en-UN?login=1');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  const alert = dialog.getByRole('alert');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await dialog.getByLabel('Password', { exact: true }).fill(`Wrong-${attempt}x`);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    if (attempt < 4) await expect(alert).toHaveText('The email or password is not correct.');
  }
  await expect(alert).toContainText('One more failed attempt will lock sign-in for a while');
  await expect(dialog.getByTestId('field-success')).toHaveCount(0);
  await photo(page, testInfo, 'signin-last-attempt');
});
