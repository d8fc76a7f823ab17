import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_CONTENT_DATASET, E2E_WEBHOOK_SECRET } from '../../playwright.config';

// Proves the pages stay fresh through the data cache: an edited document keeps its cached text until the
// signed webhook arrives, then shows the new text. Runs against its own `next start` (project
// content-freshness) reading a copy of the dataset, so editing it touches nothing else.
// Serial: the tests edit one file. Generous time: each loads pages several times on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Doc = { _id: string; _type: string; slug?: { current: string }; title: Record<string, string> };

/** Rewrites one document of the NDJSON copy; the local source reloads the file when its size or mtime changes. */
function editTitle(id: string, title: string): Doc {
  const lines = readFileSync(E2E_CONTENT_DATASET, 'utf8').split('\n');
  let edited: Doc | undefined;
  const next = lines.map((line) => {
    if (!line.includes(`"_id":"${id}"`)) return line;
    const doc = JSON.parse(line) as Doc;
    doc.title = { ...doc.title, en: title };
    edited = doc;
    return JSON.stringify(doc);
  });
  if (!edited) throw new Error(`no document ${id} in the dataset copy`);
  writeFileSync(E2E_CONTENT_DATASET, next.join('\n'));
  return edited;
}

/** Sanity's signature (t=<ms>,v1=base64url HMAC-SHA256 of "<t>.<body>"), written independently of the app. */
async function sendWebhook(request: APIRequestContext, doc: Doc) {
  const body = JSON.stringify({ _id: doc._id, _type: doc._type, ...(doc.slug ? { slug: { current: doc.slug.current } } : {}) });
  const t = Date.now();
  const signature = `t=${t},v1=${createHmac('sha256', E2E_WEBHOOK_SECRET).update(`${t}.${body}`).digest('base64url')}`;
  return request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature } });
}

async function heading(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

for (const { name, id, path, original } of [
  { name: 'static page', id: 'staticPage-terms', path: '/en-UN/terms', original: 'Terms and conditions' },
  { name: 'promotion', id: 'promotion-welcome-package', path: '/en-UN/promotions/casino/welcome-package', original: 'Welcome package: 100% up to €200 and 50 free spins' },
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
