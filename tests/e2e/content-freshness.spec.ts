import { devices, expect, test, type Page, type TestInfo } from '@playwright/test';
import { editDocument, publishNewerTerms, sendWebhook, type ContentDoc } from './support/content-dataset';
import { checkPage } from './support/page-check';
import { signUpThroughApi } from './support/sign-up';

// Proves the pages stay fresh through the data cache: an edited document keeps its cached text until the
// signed webhook arrives, then shows the new text; newly published terms reach signed-in players. Runs against
// its own `next start` (project content-freshness) reading a copy of the dataset, so editing it touches nothing
// else. Serial: the tests edit one file. Generous time: each loads pages several times on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type TitledDoc = ContentDoc & { title: Record<string, string> };

function editTitle(id: string, title: string): TitledDoc {
  return editDocument<TitledDoc>(id, (doc) => ({ ...doc, title: { ...doc.title, en: title } }));
}

async function heading(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

for (const { name, id, path, original } of [
  { name: 'static page', id: 'staticPage-terms', path: '/en-UN/terms', original: 'Terms and conditions' },
  {
    name: 'promotion',
    id: 'promotion-welcome-package',
    path: '/en-UN/promotions/casino/welcome-package',
    original: 'Welcome package: 100% up to €200 and 50 free spins',
  },
]) {
  test(`an edited ${name} shows after the webhook, and not before`, async ({ page, request }) => {
    expect(await heading(page, path)).toBe(original);
    const edited = `${original} (edited ${Date.now()})`;
    const doc = editTitle(id, edited);

    // Without the webhook the data cache still answers with the old title, however often the page is asked.
    for (let i = 0; i < 3; i += 1) expect(await heading(page, path)).toBe(original);

    const answer = await sendWebhook(request, doc);
    expect(answer.status()).toBe(200);
    expect((await answer.json()) as { tags: string[] }).toMatchObject({ revalidated: true, tags: expect.arrayContaining([`content:type:${doc._type}`]) });

    expect(await heading(page, path)).toBe(edited);
    await expect(page).toHaveTitle(new RegExp(`^${edited.replace(/[()$€%+]/g, '\\$&')}`));
  });
}

test('a badly signed webhook changes nothing', async ({ page, request }) => {
  const path = '/en-UN/bonus-terms';
  const before = await heading(page, path);
  const doc = editTitle('staticPage-bonus-terms', `${before} (unsigned edit)`);
  const answer = await request.post('/api/revalidate', {
    data: JSON.stringify({ _id: doc._id, _type: doc._type, slug: doc.slug }),
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${Date.now()},v1=forged` },
  });
  expect(answer.status()).toBe(401);
  expect(await heading(page, path)).toBe(before);
});

// Newer terms (spec games-wallet-bonuses §2, §9): the player is the test's own, signed up through the API (on the separate `request`
// context, so the browser is a signed-out visitor) and so has accepted the current version; then a newer version is
// published, as an editor would.
const CONSENT = JSON.stringify({
  accepted: true,
  consentId: '00000000-0000-4000-8000-000000000000',
  options: { essentials: true, performanceFunctional: true, marketing: true },
});

async function signInOn401(page: Page, player: { email: string; password: string }, check?: () => Promise<void>) {
  await page.goto('/en-UN/my-account/gambling-limits');
  await expect(page).toHaveURL(/\/en-UN\/401\?redirect=%2Fen-UN%2Fmy-account%2Fgambling-limits$/);
  if (check) await check();
  const form = page.getByTestId('signin-page-form');
  await form.getByLabel('Email').fill(player.email);
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const check = (page: Page, testInfo: TestInfo, name: string) => checkPage(page, testInfo, `identity-${name}`);

test('a protected page sends the visitor to 401 and back after sign-in; newer terms are accepted first', async ({ page, request }, testInfo) => {
  await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const player = await signUpThroughApi(request, testInfo, 'terms');
  const version = await publishNewerTerms(request);

  await signInOn401(page, player, () => check(page, testInfo, '13a-401-sign-in'));
  // Spec games-wallet-bonuses §2: with a newer terms version the stored page is replaced by home, where the player is told.
  await expect(page).toHaveURL(/\/en-UN$/, { timeout: 30_000 });
  const termsDialog = page.getByRole('dialog', { name: 'Our terms have changed' });
  await expect(termsDialog).toBeVisible({ timeout: 30_000 });
  await check(page, testInfo, '13-terms-updated-dialog');
  await termsDialog.getByRole('button', { name: 'Later' }).first().click();
  // The terms guard: any page but home, /my-account and the acceptance page leads to the acceptance page.
  await page.goto('/en-UN/my-account', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/en-UN\/my-account$/);
  await page.goto('/en-UN/promotions', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/en-UN\/accept-terms-condition$/, { timeout: 30_000 });
  await expect(page.getByTestId('terms-version')).toHaveText(`Version ${version}`);
  await check(page, testInfo, '14-accept-terms');
  await page.getByTestId('accept-terms').click();
  await expect(page.getByText('Thank you. You have accepted the updated terms.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/en-UN$/);

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You have been signed out.')).toBeVisible();

  await signInOn401(page, player);
  await expect(page).toHaveURL(/\/en-UN\/my-account\/gambling-limits$/, { timeout: 30_000 });
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await page.goto('/en-UN/promotions', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/en-UN\/promotions$/);
});

test.describe('at phone width', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('the 401 page, the newer-terms dialog and the acceptance page fit a phone', async ({ page, request }, testInfo) => {
    await page.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
    const player = await signUpThroughApi(request, testInfo, 'terms-phone');
    const version = await publishNewerTerms(request);
    await signInOn401(page, player, () => check(page, testInfo, '13a-401-sign-in-phone'));
    const termsDialog = page.getByRole('dialog', { name: 'Our terms have changed' });
    await expect(termsDialog).toBeVisible({ timeout: 30_000 });
    await check(page, testInfo, '13-terms-updated-dialog-phone');
    await termsDialog.getByRole('button', { name: 'Later' }).first().click();
    await page.goto('/en-UN/promotions', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/en-UN\/accept-terms-condition$/, { timeout: 30_000 });
    await expect(page.getByTestId('terms-version')).toHaveText(`Version ${version}`);
    await check(page, testInfo, '14-accept-terms-phone');
  });
});
