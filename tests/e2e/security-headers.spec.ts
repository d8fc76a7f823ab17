import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Response } from '@playwright/test';
import { completeSignUp } from './support/sign-up';

// Security issue 17, finding 8: every page carries one Content-Security-Policy (lib/gate/content-security-policy.ts)
// and a real browser runs the site under it without a single violation: home, a cached lobby, a game page with the
// sandbox game client in its frame, sign-up, sign-in, the live wallet socket, the deposit form and the sandbox
// cashier. Another origin cannot frame the site. A fresh player is signed up, so no seeded player is touched.
const PASSWORD = 'Headers-2026';
const SLOT = 'anchor-drop';

/** `a 'b'; c d` → { a: ["'b'"], c: ['d'] } */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The policy's fixed core; configured vendors (none on the e2e server) would only add origins. */
function expectPagePolicy(response: Response | null, frameAncestors: string) {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const policy = directives(headers['content-security-policy']);
  expect(policy).toMatchObject({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe(frameAncestors === "'self'" ? 'SAMEORIGIN' : 'DENY');
  // SITE_URL is http on the e2e server: never HSTS there.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Collects every CSP violation in the page and its frames: the DOM event and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.context().exposeBinding('__reportCspViolation', ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('the site runs under its Content-Security-Policy without a violation, cached lobby included', async ({ page, request }) => {
  test.setTimeout(150_000);
  const violations = await watchViolations(page);

  // Home and a lobby: the policy is on the page, and the lobby is still answered from the page cache with it.
  expectPagePolicy(await page.goto('/en-UN'), "'none'");
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  expectPagePolicy(await page.goto('/en-UN/online-casino'), "'none'");
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
  const cached = await request.get('/en-UN/online-casino');
  expect(cached.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  expect(cached.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(cached.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // A game page: the sandbox provider's launch URL is the built-in game client, framed by this site only.
  const framedClient = page.waitForResponse((response) => new URL(response.url()).pathname === '/en-UN/game-client');
  expectPagePolicy(await page.goto(`/en-UN/play/${SLOT}`), "'none'");
  expectPagePolicy(await framedClient, "'self'");
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('game-balance')).toHaveText('1,000.00 credits', { timeout: 60_000 });
  await frame.getByTestId('play-button').click();
  await expect(frame.getByTestId('round-result')).toContainText(/You won|No win this round/, { timeout: 20_000 });

  // Sign-up (the sandbox captcha), then sign-out and sign-in through the header's dialog.
  const seed = `${Date.now() % 1e7}`.padStart(7, '3');
  const email = `e2e-headers-${seed}@example.com`;
  expectPagePolicy(await page.goto('/en-UN/signup'), "'none'");
  await completeSignUp(page, { firstName: 'Cy', lastName: 'Policy', email, password: PASSWORD, dateOfBirth: '1985-03-09', phone: `42${seed}` });
  // Signed in: a page load through the gate, which sets the readable session hint (proxy.ts) beside the id_token.
  // Clearing the id_token on the sign-up page itself raced: its router.refresh() and link prefetches, sent with
  // the id_token and no hint, could answer "set the hint" after the next page's request had left without one, so
  // the gate saw neither cookie and left the late hint alone; the header then drew a signed-in player until the
  // session check signed out and reloaded (seconds to minutes on a busy machine). Every request of this page
  // carries the hint, so none of them sets it again once the id_token is gone.
  expectPagePolicy(await page.goto('/en-UN'), "'none'");
  await expect(page.getByTestId('balance-slot')).toBeVisible({ timeout: 30_000 });
  await page.context().clearCookies({ name: 'id_token' });

  // Without its id_token the gate clears the hint on the next page, whose header is a visitor's from the start.
  expectPagePolicy(await page.goto('/en-UN'), "'none'");
  const signIn = page.getByTestId('header-sign-in');
  await expect(signIn).toBeVisible();
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/api/v1/ws/wallet'), timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const total = page.getByTestId('header-balance-total');
  await expect(total).toBeVisible({ timeout: 30_000 });
  // The live wallet socket connects under connect-src 'self'.
  expect(new URL((await socket).url()).protocol).toBe('ws:');

  // The deposit form, the sandbox cashier and back: the balance follows through the socket.
  expectPagePolicy(await page.goto('/en-UN/my-account/banking/deposit'), "'none'");
  await expect(page.getByTestId('deposit-form')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Amount').fill('20');
  const cashier = page.waitForResponse((response) => response.url().includes('/api/v1/payments/sandbox/cashier/') && response.request().method() === 'GET');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/cashier\//, { timeout: 30_000 });
  // The sandbox cashier stands in for a provider's page: no script, its own form only, framed by no one.
  expect(directives((await cashier).headers()['content-security-policy'])).toMatchObject({
    'default-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByTestId('deposit-outcome')).toContainText('Payment approved', { timeout: 30_000 });
  await expect.poll(async () => Number(((await total.textContent()) ?? '').replace(/[^\d-]/g, '')), { timeout: 30_000 }).toBe(2_000);

  expect(violations).toEqual([]);
});

test('another origin cannot frame the site; the game client refuses it too', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  const pages = [`${baseURL}/en-UN`, `${baseURL}/en-UN/game-client?lang=en&channel=desktop&ticket=demo-e2e-framed&moneymode=fun&gameid=casino-anchor-drop`];
  // A page of another origin (another loopback port, so the browser's local-network rules do not interfere).
  const framer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>framer</title>${pages.map((src) => `<iframe src="${src}"></iframe>`).join('')}`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const loaded = pages.map((src) => page.waitForResponse((response) => response.url() === src));
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    for (const answer of await Promise.all(loaded)) expect(answer.status()).toBe(200);
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBe(2);
    expect(refusals.join('\n')).toContain("frame-ancestors 'none'");
    expect(refusals.join('\n')).toContain("frame-ancestors 'self'");
    // Neither frame shows the site: its header and the game client never rendered there.
    for (const frame of page.frames().filter((child) => child !== page.mainFrame())) {
      expect(await frame.locator('[data-testid="header-sign-in"], [data-testid="harbour-game"]').count()).toBe(0);
    }
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});

test('every API answer refuses MIME sniffing, whatever its status', async ({ request }) => {
  for (const [path, status] of [
    ['/api/health', 200],
    ['/api/v1/player', 401],
    ['/api/v1/no-such-route', 404],
  ] as const) {
    const answer = await request.get(path);
    expect([path, answer.status(), answer.headers()['x-content-type-options']]).toEqual([path, status, 'nosniff']);
  }
});
