import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { openRealMoneyGame } from './support/game';
import { signUpThroughApi } from './support/sign-up';
import { screenshot } from './support/photo';

// Issue 6 item 5: a visitor plays the demo in the game page's frame → signs in from the game → deposits through
// the sandbox cashier → plays real rounds in the frame → the header balance and the transaction history move.
// The test's own player is signed up first through the API on the separate `request` context (the sign-up form
// is identity.spec's journey), so the browser starts as a signed-out visitor and a retry starts from zero.
const SLUG = 'anchor-drop'; // casino-anchor-drop: a slot, EUR 0.25-50.00

/** Display text → minor units ("€1,234.50" → 123450, "1,000.00 credits" → 100000). */
const minor = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await screenshot(page, testInfo, `harbour-journey-${name}`);
}

test('demo → sign in → deposit → real rounds in the frame → header balance and history move → favourites and recent games in the lobby', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { email, password } = await signUpThroughApi(request, testInfo, 'journey', '41');

  // 1. A visitor plays the demo in the frame.
  await page.goto(`/en-UN/play/${SLUG}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('money-mode')).toHaveText('Fun mode', { timeout: 60_000 });
  await expect(frame.getByTestId('game-balance')).toHaveText('1,000.00 credits', { timeout: 30_000 });
  await frame.getByTestId('play-button').click();
  await expect(frame.getByTestId('round-result')).toContainText(/You won|No win this round/, { timeout: 20_000 });
  const demoWin = minor(await frame.getByTestId('game-win').textContent());
  expect(minor(await frame.getByTestId('game-balance').textContent())).toBe(100_000 - 50 + demoWin);
  await shot(page, testInfo, '1-demo');

  // 2. Signs in from the game page.
  await page.getByTestId('sign-in-for-real').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const total = page.getByTestId('header-balance-total');
  await expect(total).toBeVisible({ timeout: 30_000 });
  expect(minor(await total.textContent())).toBe(0);

  // 3. Deposits 50.00 through the sandbox cashier.
  await page.goto('/en-UN/my-account/banking/deposit');
  await expect(page.getByTestId('deposit-form')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/cashier\//, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByTestId('deposit-outcome')).toContainText('Payment approved');
  await expect.poll(async () => minor(await total.textContent()), { timeout: 30_000 }).toBe(5_000);

  // 4. Plays real rounds in the frame: balance, reality check and the header follow every round.
  await openRealMoneyGame(page, SLUG);
  const balance = frame.getByTestId('game-balance');
  await expect(balance).toHaveText('€50.00', { timeout: 30_000 });
  await expect(frame.getByTestId('reality-check')).toBeVisible();
  let expected = 5_000;
  let staked = 0;
  for (let round = 0; round < 3; round += 1) {
    const stake = minor(await frame.getByTestId('game-stake').textContent());
    await frame.getByTestId('play-button').click();
    await expect(frame.getByTestId('rounds-played')).toHaveText(String(round + 1), { timeout: 20_000 });
    await expect(frame.getByTestId('round-result').getByRole('alert')).toHaveCount(0);
    const win = minor(await frame.getByTestId('game-win').textContent());
    expected += win - stake;
    staked += stake;
    await expect(balance).toHaveText(`€${(expected / 100).toFixed(2)}`);
    await expect.poll(async () => minor(await total.textContent()), { timeout: 30_000 }).toBe(expected);
  }
  const net = expected - 5_000;
  await expect(frame.getByTestId('net-position')).toHaveText(`${net > 0 ? '+' : net < 0 ? '-' : ''}€${(Math.abs(net) / 100).toFixed(2)}`);
  await shot(page, testInfo, '2-real');

  // 5. The history lists the deposit and the three bets (and a win for each winning round).
  await page.goto('/en-UN/my-account/banking/transactions');
  const list = page.getByTestId('transaction-list');
  await expect(list).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(/^Bet/)).toHaveCount(3);
  await expect(list.getByText(/^Deposit/)).toBeVisible();
  expect(staked).toBeGreaterThan(0);
  await shot(page, testInfo, '3-history');

  // 6. Favourites the game from its page; the casino lobby's "My games" shows it as a favourite and, from the
  //    real-money launch above, as a recent game.
  await page.goto(`/en-UN/play/${SLUG}`);
  const heart = page.getByTestId('favourite-button').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en-UN/online-casino');
  await expect(page.getByTestId('my-games')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('my-favourites-casino').locator(`[data-game-id="casino-${SLUG}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('my-recent-casino').locator(`[data-game-id="casino-${SLUG}"]`)).toBeVisible();
  await shot(page, testInfo, '4-my-games');
});
