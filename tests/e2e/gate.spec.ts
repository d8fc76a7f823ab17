import { expectNoAxeViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { signTestIdentityToken } from './support/session';
import { photo } from './support/photo';

test.describe('locale segment', () => {
  for (const [from, to] of [
    ['/', '/en-UN'],
    ['/online-casino', '/en-UN/online-casino'],
    ['/xx/online-casino', '/en-UN/online-casino'],
    ['/ja-JP/terms', '/en-UN/terms'],
    ['/xx/online-casino?provider=relax', '/en-UN/online-casino?provider=relax'],
  ]) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(to);
    });
  }

  test('a valid locale is served as is', async ({ page }) => {
    const response = await page.goto('/fi-FI/online-casino');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/fi-FI/online-casino');
    await expect(page.locator('html')).toHaveAttribute('lang', /^fi/);
  });
});

test('unknown paths show the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/en-UN/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('restricted country', () => {
  test('a refused country from the CDN header sees the restricted page', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'cloudfront-viewer-country': 'US' } });
    const page = await context.newPage();
    const response = await page.goto('/en-UN/online-casino');
    expect(response?.status()).toBe(451);
    await expect(page.getByTestId('restricted-page')).toBeVisible();
    await context.close();
  });

  test('an allowed country sees the page', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'cloudfront-viewer-country': 'FI' } });
    const page = await context.newPage();
    expect((await page.goto('/en-UN/online-casino'))?.status()).toBe(200);
    await context.close();
  });

  test('any path containing /restricted shows the restricted page', async ({ page }) => {
    const response = await page.goto('/en-UN/promotions/restricted');
    expect(response?.status()).toBe(451);
    await expect(page.getByTestId('restricted-page')).toBeVisible();
  });
});

test.describe('account area guard', () => {
  test('a visitor is sent to 401 carrying the requested path', async ({ page }) => {
    await page.goto('/en-UN/my-account/banking/transactions?filter=1');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en-UN/401');
    expect(url.searchParams.get('redirect')).toBe('/en-UN/my-account/banking/transactions?filter=1');
  });

  test('a forged token is refused', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'id_token', value: 'eyJhbGciOiJub25lIn0.eyJwbGF5ZXJfaWQiOjF9.', url: baseURL! }]);
    await page.goto('/en-UN/my-account');
    expect(new URL(page.url()).pathname).toBe('/en-UN/401');
  });

  test('an expired token is refused', async ({ page, context, baseURL }) => {
    const token = await signTestIdentityToken(E2E_DATA_DIR, { player_id: 1 }, '-1m');
    await context.addCookies([{ name: 'id_token', value: token, url: baseURL! }]);
    await page.goto('/en-UN/my-account');
    expect(new URL(page.url()).pathname).toBe('/en-UN/401');
  });

  test('a player with a valid platform token gets in', async ({ page, context, baseURL }) => {
    const token = await signTestIdentityToken(E2E_DATA_DIR, { player_id: 1, email: 'demo@example.com' });
    await context.addCookies([{ name: 'id_token', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    const response = await page.goto('/en-UN/my-account/banking');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en-UN/my-account/banking');
  });
});

test('page responses carry the security headers', async ({ page }) => {
  const response = await page.goto('/en-UN');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
});

test.describe('a visitor from a restricted country', () => {
  const RESTRICTED = { 'cloudfront-viewer-country': 'US' };

  test('still reaches support, the terms, responsible gambling and the cookie policy', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ extraHTTPHeaders: RESTRICTED });
    const page = await context.newPage();
    for (const path of ['/en-UN/contact-live-chat', '/en-UN/terms', '/en-UN/responsible-gambling', '/en-UN/cookie-policy']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId('restricted-page'), path).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // These pages are cached for everyone: the gate's restricted hint keeps Sign up out of the header here too.
      await expect(page.getByRole('banner').getByTestId('header-sign-in'), path).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' }), path).toHaveCount(0);
    }
    await photo(page, testInfo, 'restricted-contact');
    // The lobbies, sign-up and deposits stay refused.
    for (const path of ['/en-UN', '/en-UN/signup', '/en-UN/online-casino', '/en-UN/deposit']) expect((await page.goto(path))?.status(), path).toBe(451);
    await context.close();
  });

  test('Sign up comes back once the visitor is in an allowed country again', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: RESTRICTED });
    const page = await context.newPage();
    expect((await page.goto('/en-UN/terms'))?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await context.setExtraHTTPHeaders({ 'cloudfront-viewer-country': 'FI' });
    expect((await page.goto('/en-UN/terms'))?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
    await context.close();
  });

  test('sees Sign in but no Sign up on the restricted page, and the sign-in dialog opens there', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ extraHTTPHeaders: RESTRICTED });
    const page = await context.newPage();
    expect((await page.goto('/en-UN/online-casino'))?.status()).toBe(451);
    const header = page.getByRole('banner');
    await expect(header.getByTestId('header-sign-in')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/en-UN/my-account/banking/withdraw');
    await expectNoAxeViolations(page);
    await photo(page, testInfo, 'restricted-page');
    await header.getByTestId('header-sign-in').click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });

  test('signs in and reaches the withdrawal page', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: RESTRICTED });
    const page = await context.newPage();
    const signIn = await page.request.post('/api/v1/player/login', { data: { email: 'demo@example.com', password: 'Demo-Player-2026!' } });
    expect(signIn.status()).toBe(200);
    const response = await page.goto('/en-UN/my-account/banking/withdraw');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en-UN/my-account/banking/withdraw');
    expect((await page.goto('/en-UN/my-account/banking/deposit'))?.status()).toBe(451);
    await context.close();
  });
});

test.describe('the error page', () => {
  test('/500 answers 500', async ({ page }) => {
    const response = await page.goto('/en-UN/500');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeVisible();
  });

  test('a server error thrown while rendering a page answers 500 with the error screen', async ({ page }) => {
    const response = await page.goto('/en-UN/dev/throw');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
