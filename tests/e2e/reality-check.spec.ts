import { expectNoAxeViolations } from './support/axe';
import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './support/photo';
import { signUpThroughApi, type ApiPlayer } from './support/sign-up';

// identity-and-account §3, §4: the reality check and activity timer, and identity-and-account §6 deposit-count content for a signed-in
// player. The browser's clock is Playwright's (page.clock): the activity timer asks the platform every 60 s and
// counts the platform's figure down on the page's clock, so the test moves time on instead of waiting 30 minutes.

const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});
const MINUTE = 60_000;

/**
 * Moves the page's clock on a minute at a time, with a key press in between so the idle timer (30 minutes on
 * this server) sees an active player: what is tested is the reality check, not the idle sign-out.
 */
async function playFor(page: Page, minutes: number) {
  for (let step = 0; step < minutes; step += 1) {
    await page.clock.fastForward(MINUTE);
    await page.keyboard.press('Shift');
  }
}

/**
 * Loads `path` (a page with no reality-check section: only the signed-in shell's timer asks for the minutes there)
 * and waits for the timer's first answer, from which it counts the 30 minutes down.
 */
async function waitForTimerStart(page: Page, path: string) {
  // Only an answer to a request from `path` itself: one from the page before it (still mounting when the test
  // leaves it) is cut off by the navigation and has no body to read.
  const firstCheck = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/player/activity-timer/minutes_remaining') && new URL(r.request().headers().referer ?? 'http://x/').pathname === path,
  );
  await page.goto(path);
  await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
  // The platform counts the 30 minutes from the sign-in in real time: on a busy machine a minute may pass before
  // this page asks.
  expect([29, 30]).toContain(((await (await firstCheck).json()) as { minutesRemaining: number }).minutesRemaining);
}

async function deposit(request: APIRequestContext, player: ApiPlayer, amount: number) {
  const headers = { authorization: `Bearer ${player.token}` };
  const answer = await request.post('/api/v1/player/wallet/deposit/request', { headers, data: { amount, paymentMethod: 'CREDITCARD' } });
  expect(answer.status()).toBe(200);
  const reference = new URL(((await answer.json()) as { redirectUrl: string }).redirectUrl).pathname.split('/').at(-1);
  expect((await request.post(`/api/v1/payments/sandbox/cashier/${reference}`, { form: { outcome: 'APPROVED' } })).status()).toBe(200);
}

test('a player sets a 30-minute reality check; after 30 minutes the summary shows, and continue starts it again', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'reality');

  // The setting, on the gambling-limits page: 120 minutes until the player chooses.
  await page.goto('/en-UN/my-account/gambling-limits');
  const settings = page.getByTestId('reality-check-settings');
  await expect(settings.getByRole('heading', { name: 'Reality check' })).toBeVisible({ timeout: 30_000 });
  await expect(settings.getByLabel('Every 120 minutes')).toBeChecked();
  await expect(page.getByTestId('reality-check-next')).toHaveText('Next reminder in 120 minutes.');
  await settings.getByLabel('Every 30 minutes').check();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/player/activity-timer/settings') && r.request().method() === 'PATCH');
  await settings.getByRole('button', { name: 'Save reminder' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your reality check is updated.')).toBeVisible();
  await expect(page.getByTestId('reality-check-next')).toHaveText('Next reminder in 30 minutes.');
  await screenshot(page, testInfo, 'reality-check-settings', true);

  // Elsewhere on the site (the timer lives in the signed-in shell): nothing before the 30 minutes are up.
  // The timer starts its count from its first answer on the new page: wait for it before moving the clock.
  await waitForTimerStart(page, '/en-UN/my-account');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await playFor(page, 28);
  await expect(dialog).toBeHidden();
  await playFor(page, 3);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('Your reminder: Every 30 minutes.');
  for (const [key, text] of [
    ['turnover', '€0.00'],
    ['winnings', '€0.00'],
    ['delta', '€0.00'],
  ] as const) {
    await expect(page.getByTestId(`summary-${key}`)).toHaveText(text);
  }
  await screenshot(page, testInfo, 'reality-check-modal');
  await expectNoAxeViolations(page);

  // Continue restarts the timer on the platform (and is logged); the reminder stays away for the next minutes.
  const reset = page.waitForResponse((r) => r.url().endsWith('/api/v1/player/activity-timer/reset_timer'));
  await dialog.getByTestId('reality-check-continue').click();
  expect((await reset).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await playFor(page, 2);
  await expect(dialog).toBeHidden();
  const headers = { authorization: `Bearer ${player.token}` };
  const minutes = (await (await page.request.get('/api/v1/player/activity-timer/minutes_remaining', { headers })).json()) as { minutesRemaining: number };
  expect(minutes.minutesRemaining).toBe(30);
  const log = (await (await page.request.get('/api/v1/player/latest-activity-log', { headers })).json()) as { event: string };
  expect(log.event).toBe('REALITY_CHECK_CONTINUED');
});

test('banners and content boxes show a signed-in player’s deposit-count variant on the cached home page', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  // A visitor: the cached page's own variant, with no player-targeted content and no player ids in it.
  const visitor = await browser.newPage({ baseURL });
  const html = await (await visitor.request.get('/en-UN')).text();
  expect(html).not.toContain('1001');
  await visitor.goto('/en-UN');
  await expect(visitor.getByTestId('banner-banner-welcome-offer')).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByTestId('content-box-contentBox-your-deposits')).toHaveCount(0);
  await visitor.close();

  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'content');
  await deposit(page.request, player, 2_000);
  await deposit(page.request, player, 3_000);
  const summary = page.waitForResponse((r) => r.url().endsWith('/api/v1/player/transaction-summary'));
  await page.goto('/en-UN');
  const answer = (await (await summary).json()) as { totalDepositsCount: number; depositCountGroup: string };
  expect(answer).toMatchObject({ totalDepositsCount: 2, depositCountGroup: 'DEPOSIT_COUNT_MORE_THAN_1' });
  await expect(page.getByTestId('content-box-contentBox-your-deposits')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('content-box-contentBox-your-deposits')).toContainText('Your deposits at a glance');
  await expect(page.getByTestId('banner-banner-weekly-live-cashback')).toBeVisible();
  await expect(page.getByTestId('banner-banner-welcome-offer')).toHaveCount(0);
  await expect(page.getByTestId('banner-banner-first-deposit')).toHaveCount(0);
  await screenshot(page, testInfo, 'deposit-count-content', true);

  // Playing for real money, the game page's bar shows the session time and the net position (the ledger's delta).
  await page.goto('/en-UN/play/amber-reef');
  await expect(page.getByTestId('game-launcher')).toHaveAttribute('data-mode', 'real', { timeout: 30_000 });
  await expect(page.getByTestId('session-strip-time')).toHaveText(/^\d+:\d\d:\d\d$/, { timeout: 30_000 });
  await expect(page.getByTestId('session-strip-net')).toHaveText('€0.00');
  await screenshot(page, testInfo, 'game-bar-session');
});

test('at phone width the reality check fits the screen and its buttons are reachable', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { defaultBrowserType: _browserType, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, baseURL });
  const page = await context.newPage();
  await page.clock.install();
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'reality-phone');
  const headers = { authorization: `Bearer ${player.token}` };
  expect((await page.request.patch('/api/v1/player/activity-timer/settings', { headers, data: { settings: 'HALF_AN_HOUR' } })).status()).toBe(200);
  await page.goto('/en-UN/my-account/gambling-limits');
  await expect(page.getByTestId('reality-check-next')).toHaveText('Next reminder in 30 minutes.', { timeout: 30_000 });
  await expect(page.getByTestId('reality-check-option-HALF_AN_HOUR')).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'reality-check-settings-phone', true);
  // The clock may move only once the timer has its first answer: it counts the platform's figure down from that
  // moment. On the gambling-limits page the settings section asks for the same minutes as soon as it mounts, while
  // the timer mounts later (after the session check, from its own chunk), so the first answer there was often the
  // section's, and the clock ran ahead of a timer that then started a fresh 30 minutes. On the account page only
  // the timer asks (as in the desktop journey).
  await waitForTimerStart(page, '/en-UN/my-account');
  await playFor(page, 31);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const viewport = page.viewportSize()!;
  for (const testId of ['reality-check-continue', 'reality-check-sign-out']) {
    const box = (await dialog.getByTestId(testId).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'reality-check-modal-phone');

  // Sign out from the reality check: the session ends on the platform and the player lands on the home page.
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/player/activity_check/logout'));
  await dialog.getByTestId('reality-check-sign-out').click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/en-UN$/, { timeout: 30_000 });
  expect((await page.request.get('/api/v1/player')).status()).toBe(401);
  await context.close();
});
