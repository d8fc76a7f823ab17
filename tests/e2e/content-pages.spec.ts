import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS } from './support/photo';
import { ONCE } from './support/once';

// CMS-driven pages (promotions, static pages, VIP, welcome): content, SEO tags, accessibility, screenshots.
// Each test runs axe and full-page screenshots several times: generous time on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

async function open(page: Page, path: string) {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // Explicit readiness instead of 'networkidle': loaded, with the page's heading rendered.
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Canonical is the page itself; hreflang alternates cover the enabled locales plus x-default. */
async function expectSeoTags(page: Page, path: string) {
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  expect(await alternates.count()).toBeGreaterThan(30);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/en-UN${path.replace(/^\/[^/]+/, '')}`);
  await expect(page.locator('link[rel="alternate"][hreflang="fi-FI"]')).toHaveAttribute('href', `${origin}/fi-FI${path.replace(/^\/[^/]+/, '')}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3}/);
}

async function screenshot(page: Page, name: string, project: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/${project}/content-${name}.png`, fullPage: true });
}

test('promotions: list → category → tag → offer, each indexable and accessible', async ({ page }, testInfo) => {
  await open(page, '/en-UN/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  // An anonymous visitor sees the offers for everyone; offers for signed-in players only (audience
  // 'authorized', e.g. Monday slots cashback) and ended ones (the autumn tournament) are not listed.
  expect(await page.getByTestId('promotion-card').count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('promotion-card').filter({ hasText: 'Welcome package' })).toHaveCount(1);
  await expect(page.getByTestId('promotion-card').filter({ hasText: /Monday slots cashback|Autumn slot tournament/ })).toHaveCount(0);
  await expectSeoTags(page, '/en-UN/promotions');
  await expectNoAxeViolations(page);
  await screenshot(page, 'promotions', testInfo.project.name);

  await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(/\/en-UN\/promotions\/casino$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino promotions' })).toBeVisible();
  await expectSeoTags(page, '/en-UN/promotions/casino');
  await expectNoAxeViolations(page);
  await screenshot(page, 'promotions-casino', testInfo.project.name);

  await page.getByRole('list', { name: 'Tags' }).first().getByRole('link', { name: 'Free spins' }).click();
  await expect(page).toHaveURL(/\/en-UN\/promotions\/casino\/tag\/free-spins$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino promotions: Free spins');
  const cards = page.getByTestId('promotion-card');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: 'Free spins', exact: true })).toBeVisible();
  await expectSeoTags(page, '/en-UN/promotions/casino/tag/free-spins');
  await expectNoAxeViolations(page);
  await screenshot(page, 'promotions-tag', testInfo.project.name);

  await page.getByRole('link', { name: /^View offer: Welcome package/ }).click();
  await expect(page).toHaveURL(/\/en-UN\/promotions\/casino\/welcome-package$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to claim' })).toHaveAttribute('href', '/en-UN/signup');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/en-UN/promotions/casino');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Offer']));
  await expectSeoTags(page, '/en-UN/promotions/casino/welcome-package');
  await expectNoAxeViolations(page);
  await screenshot(page, 'promotion-detail', testInfo.project.name);
});

test('an offer with a bonus code passes it to sign-up', ONCE, async ({ page }) => {
  await open(page, '/en-UN/promotions/live-casino/live-welcome');
  await expect(page.getByText('LIVEHARBOUR', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to claim' })).toHaveAttribute('href', '/en-UN/signup?bonusCode=LIVEHARBOUR');
  await expectNoAxeViolations(page);
});

test('a static page renders the CMS text with a working table of contents', async ({ page }, testInfo) => {
  await open(page, '/en-UN/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const first = toc.getByRole('link').first();
  const target = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expectSeoTags(page, '/en-UN/terms');
  await expectNoAxeViolations(page);
  await screenshot(page, 'terms', testInfo.project.name);
});

test('payment methods list the market methods with limits in its currency format', async ({ page }, testInfo) => {
  await open(page, '/fi-FI/payment-methods');
  const methods = page.getByTestId('payment-methods').getByRole('listitem');
  expect(await methods.count()).toBeGreaterThanOrEqual(5);
  await expect(methods.filter({ hasText: 'Euteller' })).toContainText('10,00 €');
  await expectSeoTags(page, '/fi-FI/payment-methods');
  await expectNoAxeViolations(page);
  await screenshot(page, 'payment-methods-fi', testInfo.project.name);
});

test('VIP page shows the programme levels', async ({ page }, testInfo) => {
  await open(page, '/en-UN/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Club' })).toBeVisible();
  expect(await page.getByTestId('vip-tiers').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await expectSeoTags(page, '/en-UN/vip');
  await expectNoAxeViolations(page);
  await screenshot(page, 'vip', testInfo.project.name);
});

test('the welcome page carries the brand in its path and title', ONCE, async ({ page }, testInfo) => {
  await open(page, '/en-UN/welcome-to-lucky-harbour');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lucky Harbour' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute('href', '/en-UN/signup');
  await expectSeoTags(page, '/en-UN/welcome-to-lucky-harbour');
  await expectNoAxeViolations(page);
  await screenshot(page, 'welcome', testInfo.project.name);
});

test('the promo landing page keeps the bonus code and is not indexed', ONCE, async ({ page }) => {
  await open(page, '/en-UN/promo/live-welcome?bonusCode=spring26');
  await expect(page.getByTestId('promo-signup')).toHaveAttribute('href', '/en-UN/signup?bonusCode=SPRING26');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
});

test('unknown content is a 404, an offer under the wrong category redirects to its own', ONCE, async ({ page, request }) => {
  for (const path of [
    '/en-UN/promotions/no-such-category',
    '/en-UN/promotions/casino/no-such-offer',
    '/en-UN/promotions/casino/tag/no-such-tag',
    '/en-UN/promotions/tournaments/autumn-slot-tournament',
    '/en-UN/promotions/casino/game-of-the-week',
    '/en-UN/landing/no-such-page',
    '/de-DE/landing/pay-n-play',
  ]) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
  }
  const moved = await request.get('/en-UN/promotions/loyalty/welcome-package', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe('/en-UN/promotions/casino/welcome-package');
  await page.goto('/en-UN/promotions/casino/no-such-offer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('public pages are served from the page cache; a player’s and a redirecting page are not', ONCE, async ({ request }) => {
  for (const path of ['/en-UN/terms', '/en-UN/cookie-policy', '/en-UN/vip', '/en-UN/promotions', '/en-UN/promotions/casino', '/en-UN/online-casino']) {
    await request.get(path);
    const again = await request.get(path);
    expect([path, again.status(), again.headers()['x-nextjs-cache']]).toEqual([path, 200, expect.stringMatching(/^(HIT|STALE)$/)]);
    expect(again.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  }
  for (const path of ['/en-UN/promotions/casino/welcome-package', '/en-UN/signup']) {
    const answer = await request.get(path);
    expect([path, answer.headers()['x-nextjs-cache']]).toEqual([path, undefined]);
  }
});

test('pages are complete without JavaScript', ONCE, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en-UN/promotions/casino/welcome-package');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome package: 100% up to €200 and 50 free spins');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible();
  await page.goto('/en-UN/cookie-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  await context.close();
});

test('robots.txt and the sitemaps', ONCE, async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /*/my-account');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.length).toBeGreaterThan(30);
  expect(locs).toContain(`${baseURL}/sitemap/fi-FI.xml`);

  const fi = await (await request.get('/sitemap/fi-FI.xml')).text();
  for (const path of [
    '/online-casino',
    '/live-casino-online',
    '/promotions',
    '/promotions/casino',
    '/promotions/casino/welcome-package',
    '/promotions/casino/tag/free-spins',
    '/terms',
    '/vip',
    '/welcome-to-lucky-harbour',
  ]) {
    expect(fi).toContain(`<loc>${baseURL}/fi-FI${path}</loc>`);
  }
  expect(fi).toMatch(new RegExp(`<loc>${baseURL}/fi-FI/play/[a-z0-9-]+</loc>`));
  expect(fi).toContain(`hreflang="x-default" href="${baseURL}/en-UN/terms"`);
  expect((await request.get('/sitemap/xx-XX.xml')).status()).toBe(404);
});
