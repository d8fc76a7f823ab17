import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { latestSmsCode } from './outbox';

/**
 * Fills the sign-up page the browser is on (an en-UN page: the sandbox SMS goes to +358 `phone`) and confirms the
 * SMS code, leaving the new player signed in.
 */
export async function completeSignUp(
  page: Page,
  player: { firstName: string; lastName: string; email: string; password: string; dateOfBirth: string; phone: string },
) {
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

/** A player made through the API for one test. */
export interface ApiPlayer {
  playerId: number;
  email: string;
  password: string;
  /** Mobile number without the +358 prefix (the sandbox SMS goes to 358 + phone). */
  phone: string;
  /** Identity token for Bearer calls. */
  token: string;
}

/** Where a player lives: Finland unless given (a Canadian player names a province and a Canadian postcode). */
export type Home = { countryCode: string; provinceCode?: string; postalCode: string };

/** A sign-up in progress: the player and the registration token's headers for the next calls. */
export interface StartedSignUp {
  playerId: number;
  /** Registration-Token plus the caller's own headers. */
  auth: Record<string, string>;
}

/**
 * A sign-up through the API up to the SMS code (the same calls the sign-up form makes): registration, profile with
 * the terms accepted, the code sent to +358 `phone`. The player is PRE_REGISTERED; `confirmSmsThroughApi` finishes.
 * `headers` go with every call (e.g. an X-Forwarded-For of the test's own).
 */
export async function startSignUpThroughApi(
  request: APIRequestContext,
  player: { firstName: string; lastName: string; email: string; password: string; phone: string },
  { headers = {}, home = { countryCode: 'FI', postalCode: '00100' } }: { headers?: Record<string, string>; home?: Home } = {},
): Promise<StartedSignUp> {
  const registration = await request.post('/api/v1/player/registration', {
    headers: { ...CAPTCHA, ...headers, country: 'FI' },
    data: {
      firstName: player.firstName,
      lastName: player.lastName,
      email: player.email,
      mobilePhone: { prefix: '358', number: player.phone },
      password: player.password,
    },
  });
  expect(registration.status()).toBe(201);
  const { playerId, token } = (await registration.json()) as { playerId: number; token: string };
  const auth = { 'Registration-Token': token, ...headers };
  const profile = {
    playerId,
    dateOfBirth: '1990-05-17',
    postalCode: home.postalCode,
    mobilePhone: { prefix: '358', number: player.phone },
    countryCode: home.countryCode,
    ...(home.provinceCode ? { provinceCode: home.provinceCode } : {}),
    termsAndConditionsAccepted: true,
    languageCode: 'en',
  };
  expect((await request.put('/api/v1/player/registration', { headers: auth, data: profile })).status()).toBe(200);
  const codeRequest = await request.post('/api/v1/player/registration/sms_request', {
    headers: { ...auth, ...CAPTCHA },
    data: { playerId, siteId: 1, countryCode: 'FI' },
  });
  expect(codeRequest.status()).toBe(200);
  return { playerId, auth };
}

/** Confirms the sign-up with the SMS code the sandbox sent to +358 `phone`: the player is REGISTERED. */
export async function confirmSmsThroughApi(request: APIRequestContext, { playerId, auth }: StartedSignUp, phone: string): Promise<void> {
  const { code } = await latestSmsCode(request, `358${phone}`);
  const verified = await request.post('/api/v1/player/registration/sms_verification', {
    headers: auth,
    data: { playerId, siteId: 1, countryCode: 'FI', code },
  });
  expect(verified.status()).toBe(200);
}

let made = 0;

/**
 * A player of the test's own, signed up through the API (registration, profile, SMS code: the same calls the
 * sign-up form makes) and signed in on `request`. A page's request context (`page.request`) shares the browser's
 * cookies, so the page is signed in too; the `request` fixture leaves the browser signed out (for a test of
 * signing in). Never a seeded player: a retry must start from the same state. `name` and `phonePrefix` keep
 * callers' players apart; the worker index and a counter keep parallel and repeated calls apart.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  testInfo: TestInfo,
  name: string,
  phonePrefix = '46',
  home: Home = { countryCode: 'FI', postalCode: '00100' },
): Promise<ApiPlayer> {
  made += 1;
  const seed = String((Date.now() % 100_000) * 100 + (testInfo.workerIndex % 10) * 10 + (made % 10)).padStart(7, '6');
  const email = `${name}-${testInfo.project.name}-${seed}@example.com`;
  const phone = `${phonePrefix}${seed}`;
  const password = 'Harbour-Race-2026';
  // An address of its own, so per-address sign-up limits shared with other specs never apply.
  const ip = { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 20}` };
  const started = await startSignUpThroughApi(request, { firstName: 'Rae', lastName: 'Racer', email, password, phone }, { headers: ip, home });
  await confirmSmsThroughApi(request, started, phone);
  const login = await request.post('/api/v1/player/login', { headers: ip, data: { email, password } });
  expect(login.status()).toBe(200);
  return { playerId: started.playerId, email, password, phone, token: ((await login.json()) as { token: string }).token };
}

/**
 * Verifies the signed-in player's identity (KYC FULLY VERIFIED: withdrawals need it) the way a sandbox site does:
 * the sandbox identity-verification vendor runs the check with the outcome the tester picks and calls the
 * platform back with a signed result (docs/api.md). `request` must carry the player's session.
 */
export async function verifyIdentityThroughSandbox(request: APIRequestContext, player: ApiPlayer): Promise<void> {
  const checked = await request.post('/api/v1/identity-verification/sandbox/check', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { outcome: 'APPROVED' },
  });
  expect(checked.status()).toBe(200);
  expect(((await checked.json()) as { kycStatus: string }).kycStatus).toBe('FULLY VERIFIED');
}
