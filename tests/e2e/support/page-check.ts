import { expectNoAxeViolations } from './axe';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './photo';

/**
 * One step of a journey, checked: the document has its title, nothing pushes the page wider than the viewport,
 * axe finds no WCAG 2.1 A/AA violation; then a full-page screenshot (only with E2E_SCREENSHOTS=1).
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // A step that ends in a page load (signing in does) is checked once the new document has its head: axe once
  // caught the document between the two, without a <title>.
  await page.waitForLoadState('load');
  await expect(page, `${name}: title`).toHaveTitle(/\S/, { timeout: 30_000 });
  // Nothing may push the page wider than the viewport (a long country name once did on mobile).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, name);
  await screenshot(page, testInfo, name, true);
}
