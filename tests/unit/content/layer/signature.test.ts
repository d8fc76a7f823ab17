/** @jest-environment node */
import { webcrypto } from 'node:crypto';
import { SIGNATURE_MAX_AGE_MS, signWebhookPayload, verifyWebhookSignature } from '@/server/content/webhook/signature';
import { DEVELOPMENT_WEBHOOK_SECRET, resolveWebhookSecret } from '@/server/content/webhook/webhook-secret';
import { contentWebhookBodySchema } from '@/lib/content/webhook';
import { tagsForChangedDocument } from '@/server/content/webhook/webhook-body';

const secret = 'test-secret';
const payload = JSON.stringify({ _id: 'casino-aces-high', _type: 'casinoGames', slug: { current: 'aces-high' } });
const now = 1_790_000_000_000;

/** An independent implementation, the way @sanity/webhook signs: WebCrypto HMAC, base64 → base64url. */
async function sanityStyleHeader(body: string, key: string, timestamp: number): Promise<string> {
  const cryptoKey = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await webcrypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(`${timestamp}.${body}`));
  const base64 = Buffer.from(mac).toString('base64');
  return `t=${timestamp},v1=${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

describe('verifyWebhookSignature', () => {
  it('accepts what Sanity signs', async () => {
    const header = await sanityStyleHeader(payload, secret, now);
    expect(signWebhookPayload(payload, secret, now)).toBe(header);
    expect(verifyWebhookSignature({ payload, header, secret, now })).toEqual({ valid: true, timestamp: now });
    // Sanity may separate the parts with a space.
    expect(verifyWebhookSignature({ payload, header: header.replace(',', ', '), secret, now }).valid).toBe(true);
  });

  it('refuses a tampered body or signature, or another secret', () => {
    const header = signWebhookPayload(payload, secret, now);
    expect(verifyWebhookSignature({ payload: payload.replace('aces', 'ices'), header, secret, now })).toEqual({ valid: false, reason: 'mismatch' });
    // Re-serialised JSON is a different body: the raw text is what is signed.
    expect(verifyWebhookSignature({ payload: JSON.stringify(JSON.parse(payload), null, 1), header, secret, now }).valid).toBe(false);
    expect(verifyWebhookSignature({ payload, header: `${header.slice(0, -2)}xx`, secret, now })).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyWebhookSignature({ payload, header: `${header}A`, secret, now })).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyWebhookSignature({ payload, header, secret: 'other', now })).toEqual({ valid: false, reason: 'mismatch' });
    // A timestamp changed after signing invalidates the signature.
    expect(verifyWebhookSignature({ payload, header: header.replace(`t=${now}`, `t=${now + 1}`), secret, now })).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses signatures older than 5 minutes, or as far in the future', () => {
    const old = signWebhookPayload(payload, secret, now - SIGNATURE_MAX_AGE_MS - 1);
    expect(verifyWebhookSignature({ payload, header: old, secret, now })).toEqual({ valid: false, reason: 'expired' });
    const edge = signWebhookPayload(payload, secret, now - SIGNATURE_MAX_AGE_MS);
    expect(verifyWebhookSignature({ payload, header: edge, secret, now }).valid).toBe(true);
    const future = signWebhookPayload(payload, secret, now + SIGNATURE_MAX_AGE_MS + 1);
    expect(verifyWebhookSignature({ payload, header: future, secret, now })).toEqual({ valid: false, reason: 'expired' });
    // Seconds instead of milliseconds read as 1970: expired, not accepted.
    const seconds = signWebhookPayload(payload, secret, Math.floor(now / 1000));
    expect(verifyWebhookSignature({ payload, header: seconds, secret, now }).valid).toBe(false);
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyWebhookSignature({ payload, header: null, secret, now })).toEqual({ valid: false, reason: 'missing' });
    expect(verifyWebhookSignature({ payload, header: '  ', secret, now })).toEqual({ valid: false, reason: 'missing' });
    for (const header of ['v1=abc', `t=${now}`, `t=abc,v1=x`, `v1=x,t=${now}`, `t=${now},v1=`]) {
      expect(verifyWebhookSignature({ payload, header, secret, now })).toEqual({ valid: false, reason: 'malformed' });
    }
  });
});

describe('resolveWebhookSecret', () => {
  it('uses the configured secret', () => {
    expect(resolveWebhookSecret({ NODE_ENV: 'production', SANITY_PROJECT_ID: 'abc', SANITY_WEBHOOK_SECRET: 's3cret' })).toBe('s3cret');
  });

  it('falls back to the documented development secret only for the local dataset outside production', () => {
    expect(resolveWebhookSecret({ NODE_ENV: 'development', SANITY_PROJECT_ID: undefined, SANITY_WEBHOOK_SECRET: undefined })).toBe(DEVELOPMENT_WEBHOOK_SECRET);
    expect(resolveWebhookSecret({ NODE_ENV: 'test', SANITY_PROJECT_ID: undefined, SANITY_WEBHOOK_SECRET: undefined })).toBe(DEVELOPMENT_WEBHOOK_SECRET);
    expect(resolveWebhookSecret({ NODE_ENV: 'development', SANITY_PROJECT_ID: 'abc', SANITY_WEBHOOK_SECRET: undefined })).toBeNull();
    expect(resolveWebhookSecret({ NODE_ENV: 'production', SANITY_PROJECT_ID: undefined, SANITY_WEBHOOK_SECRET: undefined })).toBeNull();
  });

  it('refuses the development secret in production even when configured explicitly', () => {
    expect(resolveWebhookSecret({ NODE_ENV: 'production', SANITY_PROJECT_ID: undefined, SANITY_WEBHOOK_SECRET: DEVELOPMENT_WEBHOOK_SECRET })).toBeNull();
  });
});

describe('webhook body', () => {
  it('expires the type, the document and its slug', () => {
    const body = contentWebhookBodySchema.parse(JSON.parse(payload));
    expect(tagsForChangedDocument(body)).toEqual(['content:type:casinoGames', 'content:id:casino-aces-high', 'content:slug:casinoGames:aces-high']);
  });

  it('names drafts by their published id and accepts types it does not know', () => {
    const body = contentWebhookBodySchema.parse({ _id: 'drafts.faq-1', _type: 'faq', slug: null });
    expect(tagsForChangedDocument(body)).toEqual(['content:type:faq', 'content:id:faq-1']);
  });

  it('rejects bodies without an id or type', () => {
    expect(contentWebhookBodySchema.safeParse({ _type: 'banner' }).success).toBe(false);
    expect(contentWebhookBodySchema.safeParse({ _id: 'x', _type: 'bad type!' }).success).toBe(false);
    expect(contentWebhookBodySchema.safeParse({ _id: 'x', _type: 'banner', slug: { current: '' } }).success).toBe(false);
  });
});
