import type { Page, TestInfo } from '@playwright/test';

/** A screenshot for a person to look at, only when asked for (E2E_SCREENSHOTS=1): test-results/screenshots/<project>/nav-<name>.png. */
export async function photo(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/nav-${name}.png`, fullPage });
}
