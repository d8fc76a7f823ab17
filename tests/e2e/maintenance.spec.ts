import { expect, test } from '@playwright/test';

test('maintenance mode shows the maintenance page for every page route', async ({ page }) => {
  for (const path of ['/en-UN', '/fi-FI/online-casino', '/en-UN/my-account', '/en-UN/terms']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(503);
    await expect(page.getByTestId('maintenance-page'), path).toBeVisible();
  }
});

test('maintenance still fixes an invalid locale first', async ({ page }) => {
  await page.goto('/xx/online-casino');
  expect(new URL(page.url()).pathname).toBe('/en-UN/online-casino');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
});

test('the platform health endpoint still answers during maintenance', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
});
