/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { CALLBACK_SIGNATURE_MAX_AGE_MS, signCallback, verifyCallbackSignature } from '@/server/adapters/identity-verification/callback-signature';

const SECRET = 'unit-secret';
const BODY = '{"checkReference":"idv_x","outcome":"APPROVED"}';
const NOW = 1_800_000_000_000;

describe('document-check callback signatures (HMAC over timestamp, nonce and raw body)', () => {
  it('verifies what it signed and hands back the nonce, fresh for every signature', () => {
    const header = signCallback(BODY, SECRET, { timestamp: NOW });
    expect(header).toMatch(/^t=\d+,n=[A-Za-z0-9_-]{24},v1=[A-Za-z0-9_-]{43}$/);
    const check = verifyCallbackSignature({ payload: BODY, header, secret: SECRET, now: NOW });
    expect(check).toEqual({ valid: true, timestamp: NOW, nonce: expect.any(String) });
    expect(signCallback(BODY, SECRET, { timestamp: NOW })).not.toBe(header);
  });

  it('computes base64url HMAC-SHA256 of "<t>.<n>.<body>"', () => {
    const nonce = 'nonce-0123456789abcdef';
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${nonce}.${BODY}`).digest('base64url');
    expect(signCallback(BODY, SECRET, { timestamp: NOW, nonce })).toBe(`t=${NOW},n=${nonce},v1=${expected}`);
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [null, undefined, '', '   '])
      expect(verifyCallbackSignature({ payload: BODY, header, secret: SECRET, now: NOW })).toEqual({ valid: false, reason: 'missing' });
    const good = signCallback(BODY, SECRET, { timestamp: NOW, nonce: 'nonce-0123456789abcdef' });
    for (const header of [
      good.replace(/,n=[^,]+/, ''),
      good.replace('n=nonce-0123456789abcdef', 'n=short'),
      good.replace('n=nonce-0123456789abcdef', 'n=has space in it 0123456'),
      `${good},v2=x`,
      good.replace(/v1=.*/, 'v1=abc'),
      `t=${'9'.repeat(17)},n=nonce-0123456789abcdef,v1=${'a'.repeat(43)}`,
    ])
      expect([header, verifyCallbackSignature({ payload: BODY, header, secret: SECRET, now: NOW }).valid]).toEqual([header, false]);
  });

  it('refuses a signature older or newer than 5 minutes, and accepts one at the edge', () => {
    for (const offset of [-CALLBACK_SIGNATURE_MAX_AGE_MS - 1, CALLBACK_SIGNATURE_MAX_AGE_MS + 1]) {
      const header = signCallback(BODY, SECRET, { timestamp: NOW + offset });
      expect(verifyCallbackSignature({ payload: BODY, header, secret: SECRET, now: NOW })).toEqual({ valid: false, reason: 'expired' });
    }
    const edge = signCallback(BODY, SECRET, { timestamp: NOW - CALLBACK_SIGNATURE_MAX_AGE_MS });
    expect(verifyCallbackSignature({ payload: BODY, header: edge, secret: SECRET, now: NOW }).valid).toBe(true);
  });

  it('refuses another secret, another body, another timestamp or another nonce under the same signature', () => {
    const nonce = 'nonce-0123456789abcdef';
    const header = signCallback(BODY, SECRET, { timestamp: NOW, nonce });
    const mismatch = { valid: false, reason: 'mismatch' };
    expect(verifyCallbackSignature({ payload: BODY, header, secret: 'other', now: NOW })).toEqual(mismatch);
    expect(verifyCallbackSignature({ payload: `${BODY} `, header, secret: SECRET, now: NOW })).toEqual(mismatch);
    expect(verifyCallbackSignature({ payload: BODY, header: header.replace(`t=${NOW}`, `t=${NOW + 1}`), secret: SECRET, now: NOW })).toEqual(mismatch);
    expect(verifyCallbackSignature({ payload: BODY, header: header.replace(nonce, 'nonce-fedcba9876543210'), secret: SECRET, now: NOW })).toEqual(mismatch);
  });
});
