import { expectNoAxeViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { screenshot } from './support/photo';
import { labelsPastTheirBox } from './support/page-check';
import { signUpThroughApi } from './support/sign-up';

// The signed-in layout tour at phone width (the mobile project only). The money journeys on these pages (wallet,
// limits, my games, the Harbour games) run once, at desktop; what a phone adds is layout: each page answers 200,
// shows its heading, fits the screen (no horizontal overflow) and passes axe at this width.
const PAGES = [
  '/en-UN/my-account/banking/deposit',
  '/en-UN/my-account/banking/withdraw',
  '/en-UN/my-account/banking/transactions',
  '/en-UN/my-account/gambling-limits',
  '/en-UN/my-account/rewards',
  '/en-UN/my-account/rewards/active',
  '/en-UN/my-account/bonus-code',
  '/en-UN/online-casino',
  '/en-UN/play/anchor-drop',
];
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

test('a signed-in player’s pages fit a phone: heading, no horizontal overflow, no axe violations', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  await signUpThroughApi(page.request, testInfo, 'phone-tour', '47');
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId('header-balance'), `${path}: signed in`).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path}: horizontal overflow`).toBeLessThanOrEqual(0);
    expect(await labelsPastTheirBox(page), `${path}: labels past their box`).toEqual([]);
    await expectNoAxeViolations(page, path);
    await screenshot(page, testInfo, `phone-tour${path.replace(/\//g, '_')}`, true);
  }
});

test('the account page fits a phone: every card, the code popup, no horizontal overflow, no axe violations', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'phone-account', '47');
  const response = await page.goto('/en-UN/my-account/account');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expect(page.getByTestId('account-details')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('login-history')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('marketing-form')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), 'horizontal overflow').toBeLessThanOrEqual(0);
  const axe = async (step: string) => {
    await expectNoAxeViolations(page, step);
  };
  await axe('account page');
  await screenshot(page, testInfo, 'phone-account-page', true);
  // The code popup opens as a sheet from the bottom and fits the screen.
  await page.getByLabel('New mobile number').fill(`49${player.phone.slice(2)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  const popup = page.getByRole('dialog', { name: 'Confirm your new number' });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await expect(popup.getByRole('button', { name: 'Confirm number' })).toBeInViewport();
  expect(await overflow(), 'horizontal overflow with the popup').toBeLessThanOrEqual(0);
  await axe('code popup');
  await screenshot(page, testInfo, 'phone-account-popup');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});
