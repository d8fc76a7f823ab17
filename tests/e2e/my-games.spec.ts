import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';

// A signed-in player keeps games in "my games" from the lobby's hearts; a visitor's heart opens the login popup.
// The player is the test's own (signed up and in through the API), so a retry starts with no favourites.

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await screenshot(page, testInfo, `my-games-${name}`);
}

test('a visitor clicking a heart gets the login popup, and no my-games row', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/en-UN/online-casino');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const tile = page.getByTestId('category-row').first().getByTestId('game-tile').first();
  const heart = tile.getByTestId('favourite-button');
  await expect(heart).toHaveAttribute('aria-haspopup', 'dialog');
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('my-games')).toHaveCount(0);
  await shoot(page, testInfo, 'visitor-login');

  // Live tables: the cached page shows content seat counts; the sandbox provider's seats are merged by game id.
  await page.goto('/en-UN/live-casino-online');
  const merged = page.locator('[data-testid="live-seats"][data-live="true"]');
  await expect(merged.first()).toBeVisible({ timeout: 30_000 });
  await expect(merged.first()).toHaveText(/seats? left|Table full/);
  await merged.first().scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'live-seats');
});

test('a player favourites a game from the lobby, sees it in my games after reload, and removes it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.request, testInfo, 'my-games');
  await page.goto('/en-UN/online-casino');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();

  const myGames = page.getByTestId('my-games');
  await expect(myGames).toBeVisible({ timeout: 30_000 });
  const favourites = page.getByTestId('my-favourites-casino');
  await expect(favourites).toHaveCount(0);

  const tile = page.getByTestId('category-row').first().getByTestId('game-tile').first();
  const gameId = await tile.getAttribute('data-game-id');
  expect(gameId).toBeTruthy();
  const heart = tile.getByTestId('favourite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites.locator(`[data-game-id="${gameId}"]`)).toBeVisible({ timeout: 30_000 });

  // The lobby page is the cached visitor HTML; my games come from the platform after hydration.
  await page.reload();
  await expect(favourites.locator(`[data-game-id="${gameId}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('category-row').first().locator(`[data-game-id="${gameId}"]`).first().getByTestId('favourite-button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page, '', { include: '[data-testid="my-games"]' });
  await myGames.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'favourited');

  // The game page's heart shares the state.
  const href = await favourites.locator(`[data-game-id="${gameId}"] a`).first().getAttribute('href');
  await page.goto(href ?? '/');
  await expect(page.getByTestId('game-page').getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await shoot(page, testInfo, 'game-page');
  await page.goto('/en-UN/online-casino');
  await expect(favourites.locator(`[data-game-id="${gameId}"]`)).toBeVisible({ timeout: 30_000 });

  // Unfavourite from the my-games row itself: it leaves at once and stays gone after a reload.
  await favourites.locator(`[data-game-id="${gameId}"]`).getByTestId('favourite-button').click();
  await expect(page.locator(`[data-testid="my-favourites-casino"] [data-game-id="${gameId}"]`)).toHaveCount(0);
  await page.reload();
  await expect(myGames).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-testid="my-favourites-casino"] [data-game-id="${gameId}"]`)).toHaveCount(0);
  await expect(page.getByTestId('category-row').first().locator(`[data-game-id="${gameId}"]`).first().getByTestId('favourite-button')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
