import { expectNoAxeViolations } from './support/axe';
import { devices, expect, test, type Browser, type Frame, type Page } from '@playwright/test';
import { PAGE_TRAIL_KEY } from '@/lib/ui/page-trail';
import { SCREENSHOTS } from './support/photo';
import { labelsPastTheirBox } from './support/page-check';

// Issue 18 ("What a new player trips over"), the game pages: only real games have a page (item 6), the game
// fits the first screen (item 7), the frame's balance and stake never collide on a phone (item 8), its Lobby
// button goes back where the player came from (item 9), and lobby tiles keep names and jackpots readable (item 19).
// Screenshots only with E2E_SCREENSHOTS=1, for a person to look at.
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

const SIZES = [
  { name: 'desktop-1366x768', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'desktop-1366x900', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'desktop-1920x1080', use: { viewport: { width: 1920, height: 1080 } } },
  { name: 'pixel-7', use: devices['Pixel 7'] },
  { name: 'iphone-12', use: devices['iPhone 12'] },
] as const;
// One game of each built-in engine: slot, table (roulette), race.
const GAMES = [
  { slug: 'amber-reef', engine: 'slot' },
  { slug: 'carousel-baccarat', engine: 'roulette' },
  { slug: 'harbour-derby', engine: 'race' },
] as const;

async function openContext(browser: Browser, use: (typeof SIZES)[number]['use'], baseURL: string | undefined) {
  // Only the device's screen, touch and user agent: the browser stays the project's Chromium.
  const { defaultBrowserType, ...options } = use as typeof use & { defaultBrowserType?: string };
  void defaultBrowserType;
  const context = await browser.newContext({ ...options, baseURL });
  await context.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  return context;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/game-pages/${name}.png` });
}

/** The built-in game client inside the page's frame, once its session has opened (the balance is shown). */
async function readyGameFrame(page: Page): Promise<Frame> {
  const element = page.getByTestId('game-frame');
  await expect(element).toBeVisible({ timeout: 60_000 });
  const frame = await (await element.elementHandle())!.contentFrame();
  expect(frame).not.toBeNull();
  await expect(frame!.getByTestId('game-balance')).toHaveText(/\d/, { timeout: 60_000 });
  return frame!;
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('game pages exist only for real games (item 6)', () => {
  test('unknown ids, other providers\u2019 games and the wrong lobby are 404; the right path is the game', async ({ request }) => {
    for (const path of [
      '/en-UN/online-casino/play/evolution/x',
      '/en-UN/online-casino/play/evolution/brass-citadel', // a Pragmatic Play game under Evolution's path
      '/en-UN/online-casino/play/evolution',
      '/en-UN/online-casino/play/pragmaticplay/brass-citadel/extra',
      '/en-UN/online-casino/play/tidalvirtuals/harbour-derby', // a virtual race is not a casino game
      '/en-UN/play/no-such-game',
    ]) {
      const response = await request.get(path);
      expect([path, response.status()]).toEqual([path, 404]);
    }
    const game = await request.get('/en-UN/online-casino/play/pragmaticplay/brass-citadel');
    expect(game.status()).toBe(200);
    const html = await game.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/<h1[^>]*>Brass Citadel<\/h1>/);
  });
});

test.describe('the game fits the first screen (item 7)', () => {
  test.setTimeout(90_000);
  for (const size of SIZES) {
    test(`at ${size.name}: play, stake and balance are on screen without scrolling, and the frame does not scroll`, async ({ browser, baseURL }) => {
      const context = await openContext(browser, size.use, baseURL);
      const page = await context.newPage();
      try {
        for (const game of GAMES) {
          await page.goto(`/en-UN/play/${game.slug}`);
          const frame = await readyGameFrame(page);
          await expect(frame.getByTestId('harbour-game')).toHaveAttribute('data-engine', game.engine);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          const viewport = page.viewportSize()!;
          // On phones the bottom navigation covers the bottom of the screen: what is under it is not visible.
          const bottomNav = page.locator('nav.bottom-nav-safe');
          const navTop = (await bottomNav.isVisible()) ? (await bottomNav.boundingBox())!.y : viewport.height;
          const screen = { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, navTop) };
          const frameBox = (await page.getByTestId('game-frame').boundingBox())!;
          for (const id of ['play-button', 'game-stake-box', 'game-balance-box']) {
            const box = (await frame.getByTestId(id).boundingBox())!;
            expect([game.slug, id, inside(box, screen), inside(box, frameBox)]).toEqual([game.slug, id, true, true]);
          }
          const frameScroll = await frame.evaluate(() => ({ content: document.documentElement.scrollHeight, visible: window.innerHeight }));
          expect([game.slug, frameScroll, frameScroll.content <= frameScroll.visible + 1]).toEqual([game.slug, frameScroll, true]);
          await shot(page, `${size.name}-${game.engine}`);
        }
      } finally {
        await context.close();
      }
    });
  }
});

test('on a 390 px phone in fun mode the frame\u2019s balance and stake neither overlap nor get cut (item 8)', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await openContext(browser, devices['iPhone 12'], baseURL);
  const page = await context.newPage();
  try {
    for (const game of GAMES) {
      await page.goto(`/en-UN/play/${game.slug}`);
      const frame = await readyGameFrame(page);
      await expect(frame.getByTestId('money-mode')).toHaveText('Fun mode');
      await expect(frame.getByTestId('game-balance')).toHaveText('1,000.00 credits');
      // What is drawn, not the boxes' cells: the amounts' text, the stake buttons and the play button.
      const parts = {
        balance: frame.getByTestId('game-balance'),
        stake: frame.getByTestId('game-stake'),
        win: frame.getByTestId('game-win'),
        lower: frame.getByRole('button', { name: 'Lower the stake' }),
        raise: frame.getByRole('button', { name: 'Raise the stake' }),
        play: frame.getByTestId('play-button'),
      };
      const boxes = await Promise.all(Object.entries(parts).map(async ([name, locator]) => ({ name, box: (await locator.boundingBox())! })));
      for (let a = 0; a < boxes.length; a += 1) {
        for (let b = a + 1; b < boxes.length; b += 1)
          expect([game.slug, boxes[a].name, boxes[b].name, overlap(boxes[a].box, boxes[b].box)]).toEqual([game.slug, boxes[a].name, boxes[b].name, false]);
      }
      for (const id of ['game-balance', 'game-stake', 'game-win']) {
        const cut = await frame
          .getByTestId(id)
          .evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > document.documentElement.clientWidth);
        expect([game.slug, id, cut]).toEqual([game.slug, id, false]);
      }
      // Every button's and link's label on the page and in the frame ("Spin the wheel" once ran past both edges of
      // the play button on this phone).
      expect([game.slug, await labelsPastTheirBox(page)]).toEqual([game.slug, []]);
      await shot(page, `fun-footer-390-${game.engine}`);
    }
  } finally {
    await context.close();
  }
});

test('on a 390 px phone the longest translations of the game page\u2019s buttons stay inside them', async ({ browser, baseURL }) => {
  // Found by labelsPastTheirBox over every market's language: the roulette's even-money bets ("Nieparzyste",
  // "Punainen", "Vermelho") and "sign in to play for real money" (Tagalog, Polish, Finnish) ran past their buttons.
  test.setTimeout(90_000);
  const context = await openContext(browser, devices['iPhone 12'], baseURL);
  const page = await context.newPage();
  try {
    for (const locale of ['pl-PL', 'fi-FI', 'pt-PT', 'tl-PH']) {
      await page.goto(`/${locale}/play/carousel-baccarat`);
      const frame = await readyGameFrame(page);
      await expect(frame.getByTestId('harbour-game')).toHaveAttribute('data-engine', 'roulette');
      await expect(page.getByTestId('sign-in-for-real')).toBeVisible();
      expect([locale, await labelsPastTheirBox(page)]).toEqual([locale, []]);
    }
  } finally {
    await context.close();
  }
});

test.describe("the frame's Lobby button goes back to the lobby (item 9)", () => {
  test('from a lobby category, the button returns to that page; opened directly, to the vertical\u2019s lobby', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
    await page.goto('/en-UN/online-casino/jackpots');
    const tile = page.getByTestId('game-tile').first();
    const name = (await tile.locator('.tile-name').textContent())!.trim();
    await tile.locator('.tile-name').click();
    // A client-side navigation to a game page the server renders for the first time: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    let frame = await readyGameFrame(page);
    await expect(frame.getByRole('link', { name: /Lobby/ })).toHaveAttribute('href', '/en-UN/online-casino/jackpots');

    await page.goto('/en-UN/play/harbour-derby');
    frame = await readyGameFrame(page);
    const lobby = frame.getByRole('link', { name: /Lobby/ });
    await expect(lobby).toHaveAttribute('href', '/en-UN/virtuals');
    await lobby.click();
    await expect(page).toHaveURL(/\/en-UN\/virtuals$/);

    await page.goto('/en-UN/live-casino-online');
    // The page trail is written once the page has hydrated: leaving before that (a busy machine) would make the
    // frame's Lobby button point at the page before it.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PAGE_TRAIL_KEY)).toContain('"current":"/en-UN/live-casino-online"');
    await page.goto('/en-UN/play/carousel-baccarat');
    frame = await readyGameFrame(page);
    await expect(frame.getByRole('link', { name: /Lobby/ })).toHaveAttribute('href', '/en-UN/live-casino-online');
  });
});

test('phone lobby tiles: names on up to two readable lines, jackpot amounts in full (item 19)', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await openContext(browser, devices['Pixel 7'], baseURL);
  const page = await context.newPage();
  try {
    for (const path of ['/en-UN/online-casino/jackpots', '/en-UN/online-casino']) {
      await page.goto(path);
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      const tiles = await page.getByTestId('game-tile').evaluateAll((items) =>
        items.slice(0, 40).map((item) => {
          const title = item.querySelector<HTMLElement>('.tile-title')!;
          const badge = item.querySelector<HTMLElement>('.tile-jackpot');
          const heart = item.querySelector<HTMLElement>('.tile-fav')!.getBoundingClientRect();
          const tile = item.querySelector<HTMLElement>('.tile')!.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
          const b = badge?.getBoundingClientRect();
          return {
            name: title.textContent,
            // the whole name is shown (no ellipsis) when it fits two lines, and never more than two lines
            nameCut: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1,
            lines: Math.round(title.clientHeight / lineHeight),
            badge: badge?.textContent ?? null,
            badgeCut: badge ? badge.scrollWidth > badge.clientWidth + 1 || b!.left < tile.left || b!.right > tile.right + 0.5 : false,
            badgeUnderHeart: b ? b.left < heart.right && heart.left < b.right && b.top < heart.bottom && heart.top < b.bottom : false,
          };
        }),
      );
      expect(tiles.length).toBeGreaterThan(4);
      for (const tile of tiles) {
        expect([tile.name, tile.lines <= 2]).toEqual([tile.name, true]);
        // Catalogue names are at most four short words: two lines always hold them.
        expect([tile.name, tile.nameCut]).toEqual([tile.name, false]);
        expect([tile.badge, tile.badgeCut, tile.badgeUnderHeart]).toEqual([tile.badge, false, false]);
      }
      if (path.endsWith('jackpots')) expect(tiles.filter((tile) => tile.badge && /\d{1,3}(,\d{3})*\.\d{2}/.test(tile.badge)).length).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await shot(page, `tiles-pixel-7-${path.split('/').pop()}`);
    }
  } finally {
    await context.close();
  }
});

test('the game page stays axe-clean at desktop and phone sizes', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  for (const size of [SIZES[1], SIZES[4]]) {
    const context = await openContext(browser, size.use, baseURL);
    const page = await context.newPage();
    try {
      await page.goto('/en-UN/play/amber-reef');
      await readyGameFrame(page);
      // axe walks the same-origin frame too: the page and the game client inside it.
      await expectNoAxeViolations(page, size.name);
    } finally {
      await context.close();
    }
  }
});
