import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';
import { ONCE } from './support/once';

// Game launch on the game page (games-wallet-bonuses §2, §4, §7): a visitor's demo runs in the frame through
// the sandbox provider; live play sends visitors to the live casino page; a signed-in player launches real
// money with a game-session ticket. The frame's own page (the built-in game client) belongs to another
// change, so the checks read the frame's URL, not the game inside it.

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, `game-launch-${name}`);
}

async function frameUrl(page: Page): Promise<URL> {
  const frame = page.getByTestId('game-frame');
  await expect(frame).toBeVisible({ timeout: 60_000 });
  return new URL((await frame.getAttribute('src')) ?? '', page.url());
}

test('a visitor plays the demo in the frame: ticket launch and provider URL launch', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.goto('/en-UN/play/amber-reef');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amber Reef' })).toBeVisible();
  const url = await frameUrl(page);
  expect(url.pathname).toBe('/en-UN/game-client');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    moneymode: 'fun',
    gameid: 'casino-amber-reef',
    jurisdiction: 'MT',
    partnerid: '653',
    lang: 'en',
  });
  expect(url.searchParams.get('ticket')).toMatch(/^demo_/);
  await expect(page.getByTestId('game-launcher')).toHaveAttribute('data-state', 'GAME');
  await expect(page.getByTestId('game-bar')).toContainText('Amber Reef');
  await expect(page.getByTestId('game-facts')).toContainText('%'); // the server-rendered facts stay
  await shot(page, testInfo, '1-demo');

  // Pragmatic answers a ready game URL through /pragmatic/partner/demoGameUrl.
  const launched = page.waitForResponse((response) =>
    response
      .url()
      .endsWith('/api/v1/pragmatic/partner/demoGameUrl?gameId=casino-brass-citadel&channel=' + (testInfo.project.name === 'mobile' ? 'mobile' : 'desktop')),
  );
  await page.goto('/en-UN/online-casino/play/pragmaticplay/brass-citadel');
  expect((await launched).status()).toBe(200);
  const pragmatic = await frameUrl(page);
  expect(pragmatic.pathname).toBe('/en-UN/game-client');
  expect(pragmatic.searchParams.get('moneymode')).toBe('fun');
  expect(pragmatic.searchParams.get('gameid')).toBe('casino-brass-citadel');
});

test('live play needs login: a visitor goes to the live casino page', ONCE, async ({ page }) => {
  await page.goto('/en-UN/live-casino-online/play/evolution/boardwalk-caribbean-stud');
  await expect(page).toHaveURL(/\/en-UN\/live-casino-online$/);
});

test('a visitor signs in from the game and plays for real money', ONCE, async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  // The test's own player, made on the separate `request` context: the browser stays a signed-out visitor.
  const { email, password } = await signUpThroughApi(request, testInfo, 'launch');
  await page.goto('/en-UN/play/amber-reef');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await frameUrl(page);
  await page.getByTestId('sign-in-for-real').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await screenshot(page, testInfo, 'game-launch-1b-sign-in');
  const realLaunch = page.waitForResponse((response) => response.url().endsWith('/api/v1/games/ticket') && response.request().method() === 'POST', {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('header-balance-total')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/en-UN\/play\/amber-reef/);

  const response = await realLaunch;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    gameId: 'casino-amber-reef',
    channel: testInfo.project.name === 'mobile' ? 'mobile' : 'desktop',
    partner: 653,
    jurisdiction: 'MT',
  });
  const { ticket } = (await response.json()) as { ticket: string };
  await expect(page.getByTestId('game-launcher')).toHaveAttribute('data-mode', 'real');
  await expect.poll(async () => (await frameUrl(page)).searchParams.get('moneymode'), { timeout: 30_000 }).toBe('real');
  const url = await frameUrl(page);
  expect(url.searchParams.get('ticket')).toBe(ticket);
  expect(ticket).not.toMatch(/^demo_/);
  await shot(page, testInfo, '2-real');

  // Back to demo with the toggle: a fresh fun launch.
  await page.getByTestId('mode-fun').click();
  await expect.poll(async () => (await frameUrl(page)).searchParams.get('moneymode'), { timeout: 30_000 }).toBe('fun');

  // A signed-in player reaching a live table through /play/{gameSlug} is sent to the live play path.
  await page.goto('/en-UN/play/boardwalk-caribbean-stud');
  await expect(page).toHaveURL(/\/en-UN\/live-casino-online\/play\/evolution\/boardwalk-caribbean-stud$/, { timeout: 60_000 });
  const live = await frameUrl(page);
  expect(live.searchParams.get('moneymode')).toBe('real');
  await shot(page, testInfo, '3-live-real');
});
