/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { calculateJwkThumbprint } from 'jose';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeReference, encodeReference, opaqueReferenceOf, operationIdOf, referenceIdOf } from '@/server/domains/ledger/reference-id';
import { deriveReferenceKey, parseReferenceKey, referenceKey } from '@/server/domains/ledger/reference-key';
import { generatePrivateJwk, loadOrCreatePrivateJwk } from '@/server/identity/key-store';

const KEY = parseReferenceKey('00112233445566778899aabbccddeeff');
const OTHER_KEY = parseReferenceKey('ffeeddccbbaa99887766554433221100');
const slot = globalThis as typeof globalThis & { __luckyHarbourReferenceKey?: Buffer; __luckyHarbourGateEnv?: unknown };

describe('opaque transaction references', () => {
  it('round-trip: support resolves a reference to its operation', () => {
    for (const id of [1, 2, 16, 42, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      const reference = encodeReference(id, KEY);
      expect(reference).toMatch(/^txn_[0-9a-f]{32}$/);
      expect(decodeReference(reference, KEY)).toBe(id);
    }
  });

  it('is stable for one key and reveals neither the id nor the order of operations', () => {
    expect(encodeReference(16, KEY)).toBe(encodeReference(16, KEY));
    const references = Array.from({ length: 50 }, (_, index) => encodeReference(index + 1, KEY));
    expect(new Set(references).size).toBe(50);
    // Sequential ids give neither sorted nor similar references (sorted would be 1 in 50!).
    expect([...references].sort()).not.toEqual(references);
    expect(references.some((reference) => reference.includes('0000000000'))).toBe(false);
    const sharedPrefix = (a: string, b: string) => a.split('').findIndex((char, index) => char !== b[index]);
    expect(Math.max(...references.slice(1).map((reference, index) => sharedPrefix(reference, references[index]!)))).toBeLessThan(10);
  });

  it('refuses a reference made with another key, a tampered one and the old sequential form', () => {
    const reference = encodeReference(42, KEY);
    expect(decodeReference(reference, OTHER_KEY)).toBeUndefined();
    const tampered = reference.slice(0, -1) + (reference.endsWith('0') ? '1' : '0');
    expect(decodeReference(tampered, KEY)).toBeUndefined();
    expect(decodeReference('txn_000000000042', KEY)).toBeUndefined();
    expect(decodeReference('txn_x', KEY)).toBeUndefined();
    expect(decodeReference(reference.toUpperCase(), KEY)).toBeUndefined();
  });

  it('maps the sequential referenceId the seamless SQL functions store to the opaque one', () => {
    slot.__luckyHarbourReferenceKey = KEY;
    try {
      expect(opaqueReferenceOf('txn_000000000042')).toBe(encodeReference(42, KEY));
      expect(opaqueReferenceOf(null)).toBeNull();
      expect(operationIdOf(opaqueReferenceOf('txn_000000000007')!)).toBe(7);
    } finally {
      slot.__luckyHarbourReferenceKey = undefined;
    }
  });
});

describe('the reference key', () => {
  const saved = { ...process.env };
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lh-ref-'));
    slot.__luckyHarbourReferenceKey = undefined;
    slot.__luckyHarbourGateEnv = undefined;
    delete process.env.LEDGER_REFERENCE_KEY;
    delete process.env.IDENTITY_PRIVATE_JWK;
    process.env.DATA_DIR = dataDir;
  });
  afterEach(async () => {
    process.env = { ...saved };
    slot.__luckyHarbourReferenceKey = undefined;
    slot.__luckyHarbourGateEnv = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is LEDGER_REFERENCE_KEY when set', () => {
    process.env.LEDGER_REFERENCE_KEY = '00112233445566778899AABBCCDDEEFF';
    expect(referenceIdOf(16)).toBe(encodeReference(16, KEY));
    expect(() => parseReferenceKey('abc')).toThrow('32 hexadecimal');
  });

  it('is derived from IDENTITY_PRIVATE_JWK, so every instance configured with it agrees', async () => {
    const jwk = JSON.stringify(await generatePrivateJwk());
    process.env.IDENTITY_PRIVATE_JWK = jwk;
    const first = referenceIdOf(16);
    expect(first).toBe(encodeReference(16, deriveReferenceKey(jwk, 'x')));
    // Another process (a fresh cache) with the same configuration: the same reference.
    slot.__luckyHarbourReferenceKey = undefined;
    slot.__luckyHarbourGateEnv = undefined;
    expect(referenceIdOf(16)).toBe(first);
    expect(operationIdOf(first)).toBe(16);
    // Another identity key: the reference is not resolvable.
    process.env.IDENTITY_PRIVATE_JWK = JSON.stringify(await generatePrivateJwk());
    slot.__luckyHarbourReferenceKey = undefined;
    slot.__luckyHarbourGateEnv = undefined;
    expect(operationIdOf(first)).toBeUndefined();
  });

  it('is derived from the identity key file in DATA_DIR (created on first use), the same after a restart', async () => {
    const key = referenceKey();
    expect(key).toHaveLength(16);
    slot.__luckyHarbourReferenceKey = undefined;
    expect(referenceKey().equals(key)).toBe(true);
    // The file is the identity key the token signer loads (one secret, not two).
    const identity = await loadOrCreatePrivateJwk(dataDir);
    const raw = JSON.parse(readFileSync(join(dataDir, 'keys', 'identity-private.jwk'), 'utf8')) as { kid?: string };
    expect(raw.kid).toBe(await calculateJwkThumbprint({ kty: 'RSA', n: identity.n!, e: identity.e! }));
    expect(identity).toMatchObject({ kid: raw.kid, alg: 'RS256', use: 'sig' });
    expect(deriveReferenceKey(JSON.stringify(identity), 'file').equals(key)).toBe(true);
  });
});
