import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * Screenshots are for people to look at, never compared: they are taken only when asked for (E2E_SCREENSHOTS=1,
 * e.g. `E2E_SCREENSHOTS=1 npx playwright test tests/e2e/wallet.spec.ts`), so the suite does not pay ≈ 120 full-page
 * captures per run. What a step must prove is asserted before the call, never by the picture.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** test-results/screenshots/<project>/<name>.png of the page (or of one element), only when SCREENSHOTS. */
export async function screenshot(target: Page | Locator, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS) return;
  const path = `test-results/screenshots/${testInfo.project.name}/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}

/** A screenshot for a person to look at, only when asked for (E2E_SCREENSHOTS=1): test-results/screenshots/<project>/nav-<name>.png. */
export async function photo(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await screenshot(page, testInfo, `nav-${name}`, fullPage);
}
