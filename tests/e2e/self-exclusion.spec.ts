import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkPage } from './support/page-check';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';

// Self-exclusion end to end (issue 21 item 2, identity-and-account §7, §8): a player made through the API opens a real
// game (a seamless-wallet session), self-excludes on /my-account/gambling-limits through the confirmation step, is
// signed out with the success toast, is refused at sign-in with the days left, and the game provider's next
// real-money bet on the session opened before is refused by the seamless wallet. Desktop only (docs/testing.md).
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});
const GAME = 'casino-amber-reef';
const PROVIDER = 'elk';
const DAY = 86_400_000;

/** The provider's signed call (docs/seamless-wallet.md): hex HMAC-SHA256 of the raw body with the documented sandbox secret. */
async function seamlessBet(request: APIRequestContext, token: string, n: number) {
  const secret = createHmac('sha256', 'lucky-harbour-seamless-sandbox-v1').update(PROVIDER, 'utf8').digest('hex');
  const body = JSON.stringify({ token, transactionId: `e2e-exclusion-${Date.now()}-${n}`, roundId: `e2e-round-${Date.now()}-${n}`, gameId: GAME, amount: 100 });
  const response = await request.post(`/api/v1/seamless/${PROVIDER}/bet`, {
    headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', secret).update(body, 'utf8').digest('hex') },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as { code?: string } };
}

test('a player self-excludes: signed out, sign-in refused with the days left, a real-money bet refused', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(page.request, testInfo, 'exclusion');

  // A real-money launch opens a seamless-wallet session: the token the provider bets with.
  const launch = await page.request.post('/api/v1/games/ticket', { data: { gameId: GAME, channel: 'desktop', partner: 653, jurisdiction: 'MT' } });
  expect(launch.status()).toBe(200);
  const { ticket } = (await launch.json()) as { ticket: string };
  // Before the exclusion the bet reaches the money check (the new player has no cash).
  const before = await seamlessBet(request, ticket, 1);
  expect(before.body.code).not.toBe('error.seamless.player.excluded');

  await page.goto('/en-UN/my-account/gambling-limits');
  const exclusion = page.getByTestId('protection-exclusion');
  await expect(exclusion.getByRole('heading', { name: 'Self-exclusion' })).toBeVisible({ timeout: 30_000 });
  // Continue without a choice: the form says what is missing.
  await exclusion.getByRole('button', { name: 'Continue' }).click();
  await expect(exclusion.getByText('Choose how long.')).toBeVisible();
  await exclusion.getByRole('radio', { name: '6 months', exact: true }).check();
  await checkPage(page, testInfo, 'self-exclusion-1-choose');
  await exclusion.getByRole('button', { name: 'Continue' }).click();

  // The confirmation step says it cannot be undone; focus moves to its heading.
  const confirmHeading = exclusion.getByRole('heading', { name: 'Confirm your self-exclusion' });
  await expect(confirmHeading).toBeFocused();
  await expect(exclusion.getByTestId('protection-warning')).toContainText('This can’t be undone, shortened or lifted early.');
  await exclusion.getByRole('button', { name: 'Confirm and sign out' }).click();
  await expect(exclusion.getByText('Please tick the box to confirm.')).toBeVisible();
  // Keyboard only: tick the box and confirm.
  await exclusion.getByRole('checkbox', { name: 'I understand that this can’t be undone' }).focus();
  await page.keyboard.press('Space');
  await checkPage(page, testInfo, 'self-exclusion-2-confirm');
  const patched = page.waitForResponse((response) => response.url().endsWith('/api/v1/player/exclusion') && response.request().method() === 'PATCH');
  await exclusion.getByRole('button', { name: 'Confirm and sign out' }).click();
  const answer = await patched;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ exclusionInMonths: 6, exclusionDelayInHours: 24 });
  const { selfExclusion } = (await answer.json()) as { selfExclusion: { until: string; days: number } };
  expect(selfExclusion.days).toBeGreaterThanOrEqual(180);

  // Signed out on the home page, with the success toast.
  await expect(page).toHaveURL(/\/en-UN\/?$/, { timeout: 30_000 });
  await expect(page.getByText('Your self-exclusion has started and you’re signed out.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await screenshot(page, testInfo, 'self-exclusion-3-signed-out');
  // The session is gone on the server too, for every client.
  expect((await request.get('/api/v1/player', { headers: { authorization: `Bearer ${player.token}` } })).status()).toBe(401);

  // Sign-in is refused with the days left.
  await page.getByTestId('header-sign-in').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const days = Math.ceil((new Date(selfExclusion.until).getTime() - Date.now()) / DAY);
  await expect(dialog.getByText(`You have excluded yourself from playing for ${days} more days.`)).toBeVisible({ timeout: 30_000 });
  await screenshot(page, testInfo, 'self-exclusion-4-sign-in-refused');

  // The provider's next real-money bet on the session opened before is refused in the seamless wallet's format.
  const after = await seamlessBet(request, ticket, 2);
  expect([after.status, after.body.code]).toEqual([403, 'error.seamless.player.excluded']);
});
