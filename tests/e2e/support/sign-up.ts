import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
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

const CAPTCHA = { hcaptchaToken: '10000000-aaaa-bbbb-cccc-000000000001' };

/**
 * A player of the test's own, signed up through the API (registration, profile, SMS code) and signed in on
 * `request` (a page's request context shares the browser's cookies). The seeded players are not used: other specs
 * depend on their state (identity.spec on their old terms version). `name` and `phonePrefix` keep callers' players
 * apart. Returns the session token for Bearer calls.
 */
export async function signUpThroughApi(request: APIRequestContext, testInfo: TestInfo, name: string, phonePrefix = '46'): Promise<string> {
  const seed = `${Date.now() % 1e6}${testInfo.workerIndex}${testInfo.project.name.length}`.slice(-7).padStart(7, '6');
  const email = `${name}-${testInfo.project.name}-${seed}@example.com`;
  const phone = `${phonePrefix}${seed}`;
  const password = 'Harbour-Race-2026';
  // An address of its own, so per-address sign-up limits shared with other specs never apply.
  const ip = { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 20}` };
  const registration = await request.post('/api/v1/player/registration', {
    headers: { ...CAPTCHA, ...ip, country: 'FI' },
    data: { firstName: 'Rae', lastName: 'Racer', email, mobilePhone: { prefix: '358', number: phone }, password },
  });
  expect(registration.status()).toBe(201);
  const { playerId, token } = (await registration.json()) as { playerId: number; token: string };
  const auth = { 'Registration-Token': token, ...ip };
  const profile = { playerId, dateOfBirth: '1990-05-17', postalCode: '00100', mobilePhone: { prefix: '358', number: phone }, countryCode: 'FI', termsAndConditionsAccepted: true, languageCode: 'en' };
  expect((await request.put('/api/v1/player/registration', { headers: auth, data: profile })).status()).toBe(200);
  const codeBody = { playerId, siteId: 1, countryCode: 'FI' };
  expect((await request.post('/api/v1/player/registration/sms_request', { headers: { ...auth, ...CAPTCHA }, data: codeBody })).status()).toBe(200);
  const { code } = await latestSmsCode(request, `358${phone}`);
  expect((await request.post('/api/v1/player/registration/sms_verification', { headers: auth, data: { ...codeBody, code } })).status()).toBe(200);
  const login = await request.post('/api/v1/player/login', { headers: ip, data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}
