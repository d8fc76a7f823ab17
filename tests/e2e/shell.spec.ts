import { expectNoAxeViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { photo } from './support/photo';

const SHELL_PAGES = ['/en-UN', '/fi-FI', '/en-UN/online-casino', '/en-UN/terms', '/en-UN/401', '/en-UN/500', '/en-UN/restricted', '/en-UN/no-such-page'];

test.describe('accessibility', () => {
  for (const path of SHELL_PAGES) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      // Explicit readiness instead of 'networkidle' (Next's link prefetching keeps the network busy): loaded, with
      // its main landmark and heading rendered.
      await page.waitForLoadState('load');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('header navigates to every vertical and promotions', async ({ page }) => {
  await page.goto('/en-UN');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Casino', '/en-UN/online-casino'],
    ['Live Casino', '/en-UN/live-casino-online'],
    ['Sportsbook', '/en-UN/sportsbook'],
    ['Virtuals', '/en-UN/virtuals'],
    ['Promotions', '/en-UN/promotions'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/18/).first()).toBeVisible();
});

test('the language and market switcher keeps the rest of the path and the query', async ({ page }) => {
  await page.goto('/en-UN/promotions?tag=new');
  const switcher = page.getByTestId('locale-switcher');
  // A new market keeps the current language when it offers it.
  await switcher.getByLabel('Market').selectOption('FI');
  await expect(page).toHaveURL(/\/en-FI\/promotions\?tag=new$/);
  await page.getByTestId('locale-switcher').getByLabel('Language').selectOption('fi');
  await expect(page).toHaveURL(/\/fi-FI\/promotions\?tag=new$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  await expect(page.getByTestId('locale-switcher').getByLabel('Markkina-alue')).toHaveValue('FI');
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/en-UN');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/en-UN\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('error screens', () => {
  test('the 500 page shows the spec wording with a Try again button', async ({ page }) => {
    await page.goto('/en-UN/500');
    await expect(page.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeVisible();
    await expect(page.getByText('Please try again')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  // The 401 page is also the sign-in page: its form returns to the requested path (tests/e2e/content-freshness.spec.ts
  // signs in there and checks the landing page).
  test('the 401 page offers sign-in and keeps the requested path', async ({ page }) => {
    await page.goto('/en-UN/401?redirect=%2Fen-UN%2Fmy-account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = page.getByRole('main').getByTestId('signin-page-form');
    await expect(form.getByLabel('Email')).toBeVisible();
    await expect(form.getByRole('button', { name: /sign in/i })).toBeVisible();
  });
});

test.describe('cookie notification', () => {
  test('accept stores the choice with a consent id and hides the banner for good', async ({ page }) => {
    await page.goto('/en-UN');
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
    expect(stored).toMatchObject({ accepted: true, options: { essentials: true, performanceFunctional: true, marketing: true } });
    expect(stored.consentId).toMatch(/^[0-9a-f-]{36}$/);
    // The platform keeps proof of the consent under the same id.
    await expect.poll(async () => (await page.request.get(`/api/v1/player/cookies/consent?consentId=${stored.consentId}`)).status()).toBe(200);
    const proof = await (await page.request.get(`/api/v1/player/cookies/consent?consentId=${stored.consentId}`)).json();
    expect(proof).toMatchObject({ consentId: stored.consentId, accepted: true, options: stored.options });
    await page.reload();
    await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden();
  });

  test('settings let the visitor refuse marketing but never essentials', async ({ page }) => {
    await page.goto('/en-UN');
    await page
      .getByRole('region', { name: /cookie/i })
      .getByRole('button', { name: 'Settings' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch').first()).toBeDisabled();
    const marketing = dialog.getByRole('switch', { name: /marketing/i });
    await marketing.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
    expect(stored.options).toEqual({ essentials: true, performanceFunctional: true, marketing: false });
  });

  test('the settings dialog closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/en-UN');
    const opener = page.getByRole('region', { name: /cookie/i }).getByRole('button', { name: 'Settings' });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('the market picker', () => {
  test('offers each country once, by the name players know, in the page language', async ({ page }) => {
    await page.goto('/fi-FI/terms');
    const market = page.getByTestId('locale-switcher').getByRole('combobox').first();
    const labels = await market.locator('option').allTextContents();
    expect(labels.filter((label) => /\(|\)/.test(label))).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(expect.arrayContaining(['Saksa', 'Alankomaat', 'Iso-Britannia', 'Suomi']));
    expect(labels).not.toContain('Joulusaari');
    const values = await market.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    for (const internal of ['JJ', 'LL', 'PP', 'UK', 'CX']) expect(values).not.toContain(internal);
  });

  test('switching market keeps the page language when the market offers it', async ({ page }) => {
    await page.goto('/caf-CA/terms');
    await page.getByTestId('locale-switcher').getByRole('combobox').first().selectOption('CH');
    await expect(page).toHaveURL(/\/fr-CH\/terms$/);
  });
});

test('the header search icon puts the cursor in the search field', async ({ page }) => {
  await page.goto('/en-UN/terms');
  await page.getByTestId('header-search').click();
  await expect(page).toHaveURL(/\/en-UN\/online-casino$/);
  await expect(page.getByRole('searchbox', { name: 'Search games by name' })).toBeFocused();
  await page.getByRole('searchbox', { name: 'Search games by name' }).blur();
  await page.getByTestId('header-search').click();
  await expect(page.getByRole('searchbox', { name: 'Search games by name' })).toBeFocused();
});

test('payment methods in the footer are labels, not button-like pills', async ({ page }) => {
  await page.goto('/en-UN/terms');
  const mark = page.getByRole('contentinfo').getByTestId('payment-marks').getByRole('listitem').first();
  await expect(mark).toBeVisible();
  const style = await mark.evaluate((el) => {
    const css = getComputedStyle(el);
    return { background: css.backgroundColor, shadow: css.boxShadow, radius: css.borderRadius, border: css.borderTopWidth };
  });
  expect(style).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none', radius: '0px', border: '0px' });
});

test.describe('a signed-in player', () => {
  test.beforeEach(async ({ page }) => {
    const signIn = await page.request.post('/api/v1/player/login', { data: { email: 'demo@example.com', password: 'Demo-Player-2026!' } });
    expect(signIn.status()).toBe(200);
  });

  test('is not offered Sign up, reads "Balance" once, and sees the account menu on one line per item', async ({ page }, testInfo) => {
    await page.goto('/en-UN');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('balance-slot')).toBeVisible();
    await expect(page.getByTestId('hero-sign-up')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    const balance = header.getByTestId('header-balance');
    // "Balance" once, then the amount.
    await expect(balance).toHaveAccessibleName(/^Balance [^A-Za-z]+$/);
    await header.getByTestId('account-menu-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toBeVisible();
    for (const item of await menu.locator('a, button').all()) {
      const lines = await item.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, (await item.textContent()) ?? '').toBe(1);
    }
    await photo(page, testInfo, 'signed-in-menu');
  });
});
