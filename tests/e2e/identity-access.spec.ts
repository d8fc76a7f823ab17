import { expectNoAxeViolations } from './support/axe';
import { expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { latestSmsCode } from './support/outbox';
import { signTestIdentityToken } from './support/session';
import { screenshot } from './support/photo';
import { ONCE } from './support/once';
import { confirmSmsThroughApi, startSignUpThroughApi } from './support/sign-up';
import { labelsPastTheirBox } from './support/page-check';

// What a player sees of the access guards in the gate, the dev outbox page, the sign-up intro per market and the
// return to a game page after "Sign in to play" (identity-and-account §2 route guards, games-wallet-bonuses §2 guards).

const expect = baseExpect.configure({ timeout: 30_000 });
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});
const GAME = 'aces-and-faces-carousel';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

async function check(page: Page, testInfo: TestInfo, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
  expect(await labelsPastTheirBox(page), `${name}: labels past their box`).toEqual([]);
  await expectNoAxeViolations(page, name);
  await screenshot(page, testInfo, `access-${name}`, true);
}

function unique(testInfo: TestInfo) {
  const seed = `${Date.now() % 1e6}${testInfo.workerIndex}${testInfo.project.name.length}`.slice(-7).padStart(7, '3');
  return { email: `access-${testInfo.project.name}-${seed}@example.com`, phone: `45${seed}`, password: 'Harbour-2026' };
}

/** A sign-up through the API up to the SMS code (PRE_REGISTERED, code sent). */
const startSignup = (request: APIRequestContext, player: ReturnType<typeof unique>) =>
  startSignUpThroughApi(request, { firstName: 'Aino', lastName: 'Access', ...player });

test.describe('access guards in the gate', () => {
  test('a payout-risk player is sent from the casino and the deposit page; withdrawal and visitors are unaffected', ONCE, async ({ page, request }) => {
    expect((await request.get('/en-UN/online-casino', { maxRedirects: 0 })).status()).toBe(200);
    await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
    const login = await page.request.post('/api/v1/player/login', { data: { email: 'payout@example.com', password: 'Demo-Player-2026!' } });
    expect(login.status()).toBe(200);

    for (const [path, target] of [
      ['/en-UN/online-casino', '/en-UN'],
      ['/en-UN/live-casino-online/roulette', '/en-UN'],
      ['/en-UN/virtuals', '/en-UN'],
      ['/en-UN/my-account/banking/deposit', '/en-UN/my-account'],
      ['/en-UN/my-account/bonus-code', '/en-UN/my-account'],
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), response.headers().location]).toEqual([path, 307, target]);
    }
    expect((await page.request.get('/en-UN/my-account/banking/withdraw', { maxRedirects: 0 })).status()).toBe(200);
    expect((await page.request.get('/en-UN/my-account/gambling-limits', { maxRedirects: 0 })).status()).toBe(200);

    await page.goto('/en-UN/online-casino');
    await expect(page).toHaveURL(/\/en-UN$/);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
  });

  test('a player without live casino access keeps the casino but not the live lobby', ONCE, async ({ request }) => {
    const token = await signTestIdentityToken(E2E_DATA_DIR, {
      player_id: 999_001,
      player_access_id: 'pa_e2e_gate',
      access: { payoutRisk: false, multibrandSuspended: false, casino: true, liveCasino: false, virtualSports: true, sportsbook: true, bonuses: true },
    });
    const headers = { cookie: `id_token=${token}` };
    expect((await request.get('/en-UN/online-casino', { headers, maxRedirects: 0 })).status()).toBe(200);
    const live = await request.get('/fi-FI/live-casino-online', { headers, maxRedirects: 0 });
    expect([live.status(), live.headers().location]).toEqual([307, '/fi-FI']);
    // A forged token is no session: the visitor's cached lobby answers.
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await request.get('/fi-FI/live-casino-online', { headers: { cookie: `id_token=${forged}` }, maxRedirects: 0 })).status()).toBe(200);
  });

  test('a player without virtual sports access keeps the casino but not the virtual lobby or its categories', ONCE, async ({ request }) => {
    const token = await signTestIdentityToken(E2E_DATA_DIR, {
      player_id: 999_002,
      player_access_id: 'pa_e2e_gate_virtual',
      access: { payoutRisk: false, multibrandSuspended: false, casino: true, liveCasino: true, virtualSports: false, sportsbook: true, bonuses: true },
    });
    const headers = { cookie: `id_token=${token}` };
    expect((await request.get('/en-UN/online-casino', { headers, maxRedirects: 0 })).status()).toBe(200);
    for (const path of ['/en-UN/virtuals', '/en-UN/virtuals/horse-racing']) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect([path, response.status(), response.headers().location]).toEqual([path, 307, '/en-UN']);
    }
    expect((await request.get('/en-UN/virtuals/horse-racing', { maxRedirects: 0 })).status()).toBe(200);
  });
});

test('the dev outbox page lists the sandbox SMS with its code', ONCE, async ({ page, request }, testInfo) => {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = unique(testInfo);
  await startSignup(request, player);
  const { code } = await latestSmsCode(request, `358${player.phone}`);
  await page.goto(`/en-UN/dev/outbox?to=%2B358${player.phone}&channel=SMS`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox outbox' })).toBeVisible();
  await expect(page.getByTestId('dev-outbox-message')).toHaveCount(1);
  await expect(page.getByTestId('dev-outbox-code')).toHaveText(code);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await check(page, testInfo, 'dev-outbox');
});

test('the sign-up intro counts the steps of the market: three in New Zealand, four elsewhere', ONCE, async ({ page }, testInfo) => {
  await page.goto('/nz-NZ/signup');
  await expect(page.getByTestId('signup-page')).toContainText('Open your account in three short steps.');
  await check(page, testInfo, 'signup-nz');
  await page.goto('/en-UN/signup');
  await expect(page.getByTestId('signup-page')).toContainText('Open your account in four short steps.');
});

test('"Sign in to play" on a game page returns the player to the game after sign-in', ONCE, async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = unique(testInfo);
  await confirmSmsThroughApi(request, await startSignup(request, player), player.phone);

  await page.goto(`/en-UN/play/${GAME}`);
  // The game launcher's "sign in to play for real" (the demo placeholder's link became this button).
  await page.getByTestId('sign-in-for-real').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await check(page, testInfo, 'game-sign-in');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/en-UN/play/${GAME}$`));
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});
