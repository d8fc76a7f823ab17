/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { sandboxSeamlessSecret, seamlessSecretFor } from '@/server/domains/games/seamless-secrets';
import { signSeamlessBody, verifySeamlessSignature } from '@/server/domains/games/seamless-signature';

const body = '{"token":"abc","transactionId":"t-1","roundId":"r-1","gameId":"g","amount":100}';

describe('seamless signature', () => {
  it('is the lower-case hex HMAC-SHA256 of the raw body', () => {
    expect(signSeamlessBody(body, 'secret')).toBe(createHmac('sha256', 'secret').update(body).digest('hex'));
    expect(signSeamlessBody(body, 'secret')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the worked example in docs/seamless-wallet.md', () => {
    expect(sandboxSeamlessSecret('pragmaticplay')).toBe(createHmac('sha256', 'lucky-harbour-seamless-sandbox-v1').update('pragmaticplay').digest('hex'));
    expect(signSeamlessBody('{"token":"example-token-0123456789"}', sandboxSeamlessSecret('pragmaticplay'))).toBe(
      createHmac('sha256', sandboxSeamlessSecret('pragmaticplay')).update('{"token":"example-token-0123456789"}').digest('hex'),
    );
  });

  it('verifies the exact bytes: any change to body, secret or signature fails', () => {
    const signature = signSeamlessBody(body, 'secret');
    expect(verifySeamlessSignature(body, signature, 'secret')).toBe(true);
    expect(verifySeamlessSignature(body, signature.toUpperCase(), 'secret')).toBe(true);
    expect(verifySeamlessSignature(`${body} `, signature, 'secret')).toBe(false);
    expect(verifySeamlessSignature(body.replace('100', '101'), signature, 'secret')).toBe(false);
    expect(verifySeamlessSignature(body, signature, 'other')).toBe(false);
    expect(verifySeamlessSignature(body, `${signature.slice(0, 63)}0`, 'secret')).toBe(signature.endsWith('0'));
  });

  it('refuses missing, short, long and non-hex signatures without throwing', () => {
    for (const header of [null, '', 'abc', 'z'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), 'a'.repeat(128)]) {
      expect(verifySeamlessSignature(body, header, 'secret')).toBe(false);
    }
  });
});

describe('seamless secrets', () => {
  const configured = { pragmaticplay: 'live-secret' };

  it('uses SEAMLESS_SECRET_<PROVIDER> whenever it is set', () => {
    for (const NODE_ENV of ['production', 'development', 'test'] as const) {
      expect(seamlessSecretFor('pragmaticplay', { NODE_ENV, SEAMLESS_SECRETS: configured, SEAMLESS_SANDBOX_SECRETS: false })).toBe('live-secret');
    }
  });

  it('falls back to the derived sandbox secret outside production only, unless the demo flag is set', () => {
    expect(seamlessSecretFor('evolution', { NODE_ENV: 'development', SEAMLESS_SECRETS: configured, SEAMLESS_SANDBOX_SECRETS: false })).toBe(
      sandboxSeamlessSecret('evolution'),
    );
    expect(seamlessSecretFor('evolution', { NODE_ENV: 'test', SEAMLESS_SECRETS: {}, SEAMLESS_SANDBOX_SECRETS: false })).toBe(
      sandboxSeamlessSecret('evolution'),
    );
    expect(seamlessSecretFor('evolution', { NODE_ENV: 'production', SEAMLESS_SECRETS: configured, SEAMLESS_SANDBOX_SECRETS: false })).toBeUndefined();
    expect(seamlessSecretFor('evolution', { NODE_ENV: 'production', SEAMLESS_SECRETS: {}, SEAMLESS_SANDBOX_SECRETS: true })).toBe(
      sandboxSeamlessSecret('evolution'),
    );
  });

  it('derives a different sandbox secret per provider', () => {
    expect(sandboxSeamlessSecret('evolution')).not.toBe(sandboxSeamlessSecret('relax'));
    expect(sandboxSeamlessSecret('evolution')).toMatch(/^[0-9a-f]{64}$/);
  });
});
