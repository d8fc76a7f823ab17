import { expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { COGNITO_CODE, COGNITO_IDS, COGNITO_PORT } from '../../playwright.cognito.config';
import { screenshot } from './support/photo';
import { confirmSmsThroughApi, startSignUpThroughApi } from './support/sign-up';

// The Cognito path in the browser (IDENTITY_PROVIDER=cognito, cognito-local): the platform signs in, aws-amplify
// holds the Cognito session next to the cookie, the platform accepts its id token, sign-out ends both, and a
// session Amplify can no longer refresh ends the site session. Run: playwright.cognito.config.ts.

const expect = baseExpect.configure({ timeout: 30_000 });
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});
const COGNITO = `http://127.0.0.1:${COGNITO_PORT}`;
const AMPLIFY_PREFIX = `CognitoIdentityServiceProvider.${COGNITO_IDS.clientId}.`;

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

async function cognito(request: APIRequestContext, target: string, data: Record<string, unknown>) {
  const response = await request.post(`${COGNITO}/`, {
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` },
    data: JSON.stringify(data),
  });
  expect(response.ok(), `${target}: ${await response.text()}`).toBe(true);
}

/** A complete sign-up through the API (the provider creates the pool user), confirmed in the pool. */
async function registeredPlayer(request: APIRequestContext, testInfo: TestInfo) {
  const seed = `${Date.now() % 1e6}${testInfo.workerIndex}${testInfo.project.name.length}`.slice(-7).padStart(7, '3');
  const player = { email: `cognito-${testInfo.project.name}-${seed}@example.com`, phone: `46${seed}`, password: 'Harbour-2026' };
  const started = await startSignUpThroughApi(request, { firstName: 'Aino', lastName: 'Cognito', ...player });
  await confirmSmsThroughApi(request, started, player.phone);
  // Stands in for the pool's pre-sign-up trigger that auto-confirms.
  await cognito(request, 'ConfirmSignUp', { ClientId: COGNITO_IDS.clientId, Username: player.email, ConfirmationCode: COGNITO_CODE });
  return { ...player, playerId: started.playerId };
}

const amplifyKeys = (page: Page, prefix: string) => page.evaluate((p) => Object.keys(localStorage).filter((key) => key.startsWith(p)), prefix);
const amplifyIdToken = (page: Page, prefix: string) =>
  page.evaluate((p) => {
    const user = localStorage.getItem(`${p}LastAuthUser`);
    return user ? localStorage.getItem(`${p}${user}.idToken`) : null;
  }, prefix);

async function signInThroughPopup(page: Page, player: { email: string; password: string }) {
  await page.goto('/en-UN');
  await page.getByTestId('header-sign-in').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
});

test('the site tells the browser it runs with Cognito; signing in gives Amplify the session, whose id token the platform accepts; sign-out ends both', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const config = await (await request.get('/api/v1/player/identity-config')).json();
  expect(config).toEqual({
    provider: 'cognito',
    region: 'eu-west-1',
    userPoolId: COGNITO_IDS.userPoolId,
    userPoolClientId: COGNITO_IDS.clientId,
    userPoolEndpoint: COGNITO,
  });
  const player = await registeredPlayer(request, testInfo);

  // Browsing signed out talks to Cognito not at all.
  const cognitoCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(COGNITO)) cognitoCalls.push(r.headers()['x-amz-target'] ?? r.method());
  });
  await page.goto('/en-UN');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(cognitoCalls).toEqual([]);

  await signInThroughPopup(page, player);
  expect(cognitoCalls).toContain('AWSCognitoIdentityProviderService.InitiateAuth');
  const idToken = await amplifyIdToken(page, AMPLIFY_PREFIX);
  expect(idToken).toEqual(expect.any(String));
  const profile = await request.get('/api/v1/player', { headers: { Authorization: `Bearer ${idToken}` } });
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { playerId: number }).playerId).toBe(player.playerId);
  await screenshot(page, testInfo, 'cognito-signed-in', true);

  // A reload keeps both sessions (the refresh keeper finds Amplify's tokens and stays quiet).
  await page.reload();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  expect(await amplifyIdToken(page, AMPLIFY_PREFIX)).toBe(idToken);

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  expect(await amplifyIdToken(page, AMPLIFY_PREFIX)).toBeNull();
  // The platform's side of the global sign-out: the Amplify-held id token no longer opens the account.
  expect((await request.get('/api/v1/player', { headers: { Authorization: `Bearer ${idToken}` } })).status()).toBe(401);
});

test('a Cognito session Amplify can no longer refresh ends the site session', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const player = await registeredPlayer(request, testInfo);
  await signInThroughPopup(page, player);
  expect((await amplifyKeys(page, AMPLIFY_PREFIX)).length).toBeGreaterThan(0);

  // The user leaves the pool, and Amplify's clock says the tokens have expired: the next page's refresh is refused.
  await cognito(request, 'AdminDeleteUser', { UserPoolId: COGNITO_IDS.userPoolId, Username: player.email });
  // (Amplify judges expiry by now + clockDrift against the token's exp; cognito-local's tokens last 24 hours.)
  await page.evaluate((p) => {
    const user = localStorage.getItem(`${p}LastAuthUser`);
    const idToken = localStorage.getItem(`${p}${user}.idToken`) ?? '';
    const { exp } = JSON.parse(atob(idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    localStorage.setItem(`${p}${user}.clockDrift`, String(exp * 1000 - Date.now() + 60_000));
  }, AMPLIFY_PREFIX);
  await page.reload();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(await amplifyIdToken(page, AMPLIFY_PREFIX)).toBeNull();
  await screenshot(page, testInfo, 'cognito-session-ended', true);
});
