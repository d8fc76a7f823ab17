import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

// The built-in game client opened directly with a demo ticket, as a sandbox provider's launch URL would be.
const SLOT = 'casino-anchor-drop';
const ROULETTE = 'live-boardwalk-roulette';
const launch = (gameId: string, ticket: string) =>
  `/en-UN/game-client?lang=en&channel=desktop&jurisdiction=MT&ticket=${ticket}&partnerid=653&moneymode=fun&gameid=${gameId}&partner=luckyharbour&homeurl=%2Fen-UN%2Fonline-casino&fullscreen=false`;

/** "1,000.00 credits" → 100000 minor units. */
const minor = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

async function check(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/harbour-game-${name}.png`, fullPage: true });
}

test('the game client is a bare, framable-by-us-only, unindexed page', async ({ page }) => {
  const response = await page.goto(launch(SLOT, `demo-e2e-headers-${Date.now()}`));
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('harbour-game')).toBeVisible();
  // No site chrome inside the frame.
  await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
  await expect(page.locator('footer a[href*="responsible-gambling"]')).toHaveCount(0);
});

test('a visitor spins the slot in fun mode: the round takes at least 2.5 s and the balance moves by stake and win', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(launch(SLOT, `demo-e2e-slot-${testInfo.project.name}-${Date.now()}`));
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText('1,000.00 credits', { timeout: 30_000 });
  await expect(page.getByTestId('money-mode')).toHaveText('Fun mode');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await check(page, testInfo, 'slot-ready');

  await page.getByRole('button', { name: 'Raise the stake' }).click();
  const stake = minor(await page.getByTestId('game-stake').textContent());
  expect(stake).toBe(100); // casino-anchor-drop: EUR 0.25-50.00 → 0.50, then 1.00
  const spin = page.getByTestId('play-button');
  const started = Date.now();
  await spin.click();
  await expect(spin).toBeDisabled();
  await expect(page.getByTestId('round-result')).toContainText(/You won|No win this round/, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  await expect(spin).toBeEnabled();
  const win = minor(await page.getByTestId('game-win').textContent());
  expect(minor(await balance.textContent())).toBe(100_000 - stake + win);
  await check(page, testInfo, 'slot-after-spin');

  await page.getByRole('button', { name: 'Paytable' }).click();
  const paytable = page.getByRole('dialog', { name: 'Paytable and rules' });
  await expect(paytable).toContainText('Theoretical return to player: 95.61 %');
  await check(page, testInfo, 'slot-paytable');
  await page.keyboard.press('Escape');
});

test('a visitor plays roulette in fun mode with a straight-up bet', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(launch(ROULETTE, `demo-e2e-roulette-${testInfo.project.name}-${Date.now()}`));
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText('1,000.00 credits', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Straight up' }).click();
  await page.getByLabel('Number for a straight-up bet').selectOption('7');
  const stake = minor(await page.getByTestId('game-stake').textContent());
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('roulette-pocket')).toBeVisible({ timeout: 15_000 });
  const pocket = Number(await page.getByTestId('roulette-pocket').textContent());
  const win = minor(await page.getByTestId('game-win').textContent());
  expect(win).toBe(pocket === 7 ? stake * 36 : 0);
  expect(minor(await balance.textContent())).toBe(100_000 - stake + win);
  await check(page, testInfo, 'roulette-after-spin');
});

test('an incomplete launch link explains itself instead of starting a game', async ({ page }) => {
  await page.goto('/en-UN/game-client?moneymode=fun&gameid=casino-anchor-drop');
  await expect(page.getByTestId('game-frame-notice')).toContainText('This game link is incomplete');
});
