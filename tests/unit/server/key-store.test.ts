/** @jest-environment node */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreatePrivateJwk, parsePrivateJwk, toPublicJwk } from '@/server/identity/key-store';

describe('identity key store', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lh-keys-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates an RS256 private JWK with a kid, mode 0600, and loads the same key afterwards', async () => {
    const created = await loadOrCreatePrivateJwk(dataDir);
    expect(created).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String), d: expect.any(String) });
    const file = join(dataDir, 'keys', 'identity-private.jwk');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreatePrivateJwk(dataDir)).toEqual(created);
  });

  it('ends with one key when several callers race on first use, leaving no temporary files', async () => {
    const keys = await Promise.all(Array.from({ length: 4 }, () => loadOrCreatePrivateJwk(dataDir)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    expect(await readdir(join(dataDir, 'keys'))).toEqual(['identity-private.jwk']);
  });

  it('keeps only public members in the published key', async () => {
    const jwk = await loadOrCreatePrivateJwk(dataDir);
    expect(Object.keys(toPublicJwk(jwk)).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it('rejects an IDENTITY_PRIVATE_JWK that is not an RSA private key', async () => {
    await expect(parsePrivateJwk('not json', 'IDENTITY_PRIVATE_JWK')).rejects.toThrow('IDENTITY_PRIVATE_JWK is not valid JSON');
    const jwk = await loadOrCreatePrivateJwk(dataDir);
    await expect(parsePrivateJwk(JSON.stringify(toPublicJwk(jwk)), 'IDENTITY_PRIVATE_JWK')).rejects.toThrow('not an RSA private JWK');
    const { kid: _kid, ...withoutKid } = jwk;
    expect((await parsePrivateJwk(JSON.stringify(withoutKid), 'IDENTITY_PRIVATE_JWK')).kid).toBe(jwk.kid);
  });
});
