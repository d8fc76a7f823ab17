import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_CONTENT_DATASET, E2E_WEBHOOK_SECRET } from '../../../playwright.config';

// The content server's own copy of the dataset (E2E_CONTENT_DATASET), edited the way an editor publishes in the
// CMS: the document changes, then Sanity's signed webhook tells the site. Only content-freshness.spec edits it,
// serially (one file, one worker), so no edit is lost to another read-modify-write.

export type ContentDoc = { _id: string; _type: string; slug?: { current: string } } & Record<string, unknown>;

/** Rewrites one document of the NDJSON copy; the local source reloads the file when its size or mtime changes. */
export function editDocument<T extends ContentDoc>(id: string, edit: (doc: T) => T): T {
  const lines = readFileSync(E2E_CONTENT_DATASET, 'utf8').split('\n');
  let edited: T | undefined;
  const next = lines.map((line) => {
    if (!line.includes(`"_id":"${id}"`)) return line;
    edited = edit(JSON.parse(line) as T);
    return JSON.stringify(edited);
  });
  if (!edited) throw new Error(`no document ${id} in the dataset copy`);
  writeFileSync(E2E_CONTENT_DATASET, next.join('\n'));
  return edited;
}

/** Sanity's signature (t=<ms>,v1=base64url HMAC-SHA256 of "<t>.<body>"), written independently of the app. */
export async function sendWebhook(request: APIRequestContext, doc: ContentDoc) {
  const body = JSON.stringify({ _id: doc._id, _type: doc._type, ...(doc.slug ? { slug: { current: doc.slug.current } } : {}) });
  const t = Date.now();
  const signature = `t=${t},v1=${createHmac('sha256', E2E_WEBHOOK_SECRET).update(`${t}.${body}`).digest('base64url')}`;
  return request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature } });
}

/** Publishes a terms version one above the current one (and tells the site): players who accepted less are asked again. */
export async function publishNewerTerms(request: APIRequestContext): Promise<number> {
  const doc = editDocument<ContentDoc & { version: number }>('termsVersion', (terms) => ({ ...terms, version: terms.version + 1 }));
  const answer = await sendWebhook(request, doc);
  expect(answer.status()).toBe(200);
  return doc.version;
}
