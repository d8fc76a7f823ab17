import { expect, test } from '@playwright/test';
import { screenshot, SCREENSHOTS } from './support/photo';
import { labelsPastTheirBox } from './support/page-check';

// The shell's key pages at each width: the status each must answer, a page with its landmarks and a heading, no
// horizontal overflow (the phone layout check). With E2E_SCREENSHOTS=1 also a full-page picture for people to look
// at (test-results/screenshots/<project>/…), taken after the fonts and eager images have loaded.
const PAGES = [
  { path: '/en-UN', status: 200 },
  { path: '/fi-FI/online-casino', status: 200 },
  { path: '/de-DE/terms', status: 200 },
  { path: '/en-UN/401', status: 200 },
  { path: '/en-UN/no-such-page', status: 404 },
  { path: '/en-UN/restricted', status: 451 },
  { path: '/caf-CA/promotions', status: 200 },
];
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

for (const { path, status } of PAGES) {
  test(`page ${path}: status ${status}, landmarks, heading, no horizontal overflow`, async ({ page }, testInfo) => {
    await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'horizontal overflow').toBeLessThanOrEqual(0);
    expect(await labelsPastTheirBox(page), 'labels past their box').toEqual([]);
    if (!SCREENSHOTS) return;
    // Not 'networkidle': Next keeps prefetching the header and footer links in bursts, so the network is rarely
    // quiet for 500 ms on a busy machine. What the picture needs is the page loaded, its fonts and its eager images (lazy ones load on scroll).
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete));
    await screenshot(page, testInfo, path.replace(/^\//, '').replace(/\//g, '_'), true);
  });
}
