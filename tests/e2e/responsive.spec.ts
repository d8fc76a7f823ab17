import { expect, test } from '@playwright/test';

test('mobile shows the bottom navigation and no horizontal overflow', async ({ page }) => {
  for (const path of ['/en-UN', '/en-UN/online-casino', '/en-UN/terms', '/en-UN/my-account-missing']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
