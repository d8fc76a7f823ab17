import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { signTestIdentityToken } from './support/session';
import { winnerFiveMinutesAgo } from '../support/winner-fixture';

// Issue 18 item 18: a new player opening the browser console sees no errors or warnings and no failed or
// never-finishing requests on the pages everyone visits: home (with a winner, which uses relative time), a lobby,
// a game page, the restricted (451) page, and any page with a session cookie the platform has revoked.
// The winners API is answered with one winner, so the home page renders "5 minutes ago".
// Each page is loaded, reloaded, and waited on until its own readiness mark shows and no request is in flight.

const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

/**
 * Browser noise no page can avoid, each with its reason; a new entry needs a reason a reviewer can check.
 * Chromium logs every non-2xx page load as "Failed to load resource", and the restricted page is served with 451
 * on purpose (the status tells browsers, crawlers and CDNs why; spec and gate.spec.ts). Its prefetches are not
 * covered here: they must finish cleanly (204).
 */
const IRREDUCIBLE: { scenario: string; pattern: RegExp; reason: string }[] = [
  {
    scenario: 'restricted',
    pattern:
      /^error: Failed to load resource: the server responded with a status of 451 \(Unavailable For Legal Reasons\) \(http:\/\/[^/]+\/en-UN\/online-casino\)$/,
    reason: 'the page load itself answers 451 on purpose (one per load and reload)',
  },
];

interface Watch {
  problems: string[];
  inFlight: Set<Request>;
}

function watch(page: Page): Watch {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    problems.push(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return { problems, inFlight };
}

/** Explicit readiness: the page's own mark, then every request it started has finished (none left pending). */
async function settle(page: Page, { inFlight }: Watch, ready: (page: Page) => Promise<void>) {
  await ready(page);
  // Chromium warns about a preload left unused "within a few seconds from the window's load event": stay past that.
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 4_000;
    },
    undefined,
    { timeout: 60_000 },
  );
  await expect
    .poll(() => [...inFlight].map((request) => `${request.method()} ${request.url()}`), { timeout: 30_000, message: 'requests still pending' })
    .toEqual([]);
}

async function visit(
  browser: Browser,
  baseURL: string,
  scenario: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  options: { headers?: Record<string, string>; idToken?: string } = {},
) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: options.headers });
  await context.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  if (options.idToken) await context.addCookies([{ name: 'id_token', value: options.idToken, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await context.route('**/api/v1/player/wallet/latest-winners?*', (route) => route.fulfill({ json: { winners: [winnerFiveMinutesAgo()] } }));
  const page = await context.newPage();
  const watched = watch(page);
  await page.goto(path);
  await settle(page, watched, ready);
  await page.reload();
  await settle(page, watched, ready);
  await context.close();
  const noise = watched.problems.filter((problem) => !IRREDUCIBLE.some((known) => known.scenario === scenario && known.pattern.test(problem)));
  expect(noise, `${scenario}: console errors, warnings and failed requests`).toEqual([]);
}

test.describe('the browser console stays clean', () => {
  test.describe.configure({ timeout: 90_000 });

  test('home, with a winner shown in relative time', async ({ browser, baseURL }) => {
    await visit(browser, baseURL!, 'home', '/en-UN', async (page) => {
      await expect(page.getByTestId('winner').first()).toContainText('minutes ago', { timeout: 30_000 });
    });
  });

  test('a lobby', async ({ browser, baseURL }) => {
    await visit(browser, baseURL!, 'lobby', '/en-UN/online-casino', async (page) => {
      await expect(page.getByTestId('category-row').first().getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
    });
  });

  test('a game page', async ({ browser, baseURL }) => {
    await visit(browser, baseURL!, 'game', '/en-UN/play/amber-reef', async (page) => {
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await expect(frame.getByTestId('game-balance')).toHaveText(/\d/, { timeout: 60_000 });
    });
  });

  test('the restricted page (451)', async ({ browser, baseURL }) => {
    await visit(
      browser,
      baseURL!,
      'restricted',
      '/en-UN/online-casino',
      async (page) => {
        await expect(page.getByTestId('restricted-page')).toBeVisible({ timeout: 30_000 });
      },
      { headers: { 'cloudfront-viewer-country': 'US' } },
    );
  });

  test('a page with a revoked session cookie', async ({ browser, baseURL }) => {
    // Validly signed, but its session is not (or no longer) in the database: what a signed-out elsewhere,
    // expired-by-policy or revoked session looks like to the platform.
    const idToken = await signTestIdentityToken(E2E_DATA_DIR, {
      player_id: 999_301,
      player_access_id: 'pa_e2e_console_revoked',
      email: 'revoked@example.com',
      country_code: 'FI',
      language_code: 'en',
      login_method: 'PASSWORD',
      registrationDate: '2026-01-01T00:00:00Z',
      multibrand: JSON.stringify({ suspended: false, brands: [] }),
    });
    await visit(
      browser,
      baseURL!,
      'revoked',
      '/en-UN/online-casino',
      async (page) => {
        await expect(page.getByTestId('category-row').first().getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
      },
      { idToken },
    );
  });
});
