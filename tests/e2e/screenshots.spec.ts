import { expect, test } from '@playwright/test';

// Full-page screenshots of the shell for people to look at (test-results/screenshots/<project>/…).
const PAGES = ['/en-UN', '/fi-FI/online-casino', '/de-DE/terms', '/en-UN/401', '/en-UN/no-such-page', '/en-UN/restricted', '/caf-CA/promotions'];

for (const path of PAGES) {
  test(`screenshot ${path}`, async ({ page }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(500);
    await page.evaluate(() => localStorage.setItem('cookieConsent', JSON.stringify({ accepted: true, consentId: '00000000-0000-4000-8000-000000000000', options: { essentials: true, performanceFunctional: true, marketing: true } })));
    await page.reload();
    // Not 'networkidle': Next keeps prefetching the header and footer links in bursts, so the network is rarely
    // quiet for 500 ms on a busy machine. What the picture needs is the page loaded, its fonts and its eager images (lazy ones load on scroll).
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete));
    const name = path.replace(/^\//, '').replace(/\//g, '_');
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
  });
}
