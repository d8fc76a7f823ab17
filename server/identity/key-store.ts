import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export const IDENTITY_ALG = 'RS256';
export const PRIVATE_KEY_FILE = 'identity-private.jwk';

function assertRsaPrivateJwk(jwk: JWK, source: string): void {
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e || !jwk.d) throw new Error(`${source} is not an RSA private JWK`);
}

/** A fresh RS256 key pair as a private JWK with its thumbprint as `kid`. */
export async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(IDENTITY_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e });
  return { ...jwk, kid, alg: IDENTITY_ALG, use: 'sig' };
}

/** Parses IDENTITY_PRIVATE_JWK; a key without `kid` gets its thumbprint, so tokens always name their key. */
export async function parsePrivateJwk(json: string, source: string): Promise<JWK> {
  let jwk: JWK;
  try {
    jwk = JSON.parse(json) as JWK;
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  assertRsaPrivateJwk(jwk, source);
  const kid = jwk.kid ?? (await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e }));
  return { ...jwk, kid, alg: IDENTITY_ALG, use: 'sig' };
}

/**
 * Loads `${dataDir}/keys/identity-private.jwk`, creating it (mode 0600) on first use: the file is read or created by
 * readOrCreatePrivateJwkTextSync (once per process, at start), then parsed like IDENTITY_PRIVATE_JWK.
 */
export async function loadOrCreatePrivateJwk(dataDir: string): Promise<JWK> {
  return parsePrivateJwk(readOrCreatePrivateJwkTextSync(dataDir), join(dataDir, 'keys', PRIVATE_KEY_FILE));
}

/** Only the public members: a JWKS must never carry d, p, q, dp, dq or qi. */
export function toPublicJwk(jwk: JWK): JWK {
  return { kty: jwk.kty, n: jwk.n, e: jwk.e, kid: jwk.kid, alg: IDENTITY_ALG, use: 'sig' };
}

/**
 * The private key's JSON text from `${dataDir}/keys/identity-private.jwk`, read synchronously (the ledger reference
 * key cannot wait; the identity keys load through it too), created on first use. Several processes may race here
 * (the server, the gate, a script): the key is written to a private temporary file and published with link(),
 * which fails if another writer won, so everyone ends up with one key (`kid` the RFC 7638 thumbprint).
 */
export function readOrCreatePrivateJwkTextSync(dataDir: string): string {
  const dir = join(dataDir, 'keys');
  const path = join(dir, PRIVATE_KEY_FILE);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  // The RFC 7638 thumbprint, as calculateJwkThumbprint gives it: readers of the raw file find the same kid.
  const kid = createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n }))
    .digest('base64url');
  const text = `${JSON.stringify({ ...jwk, kid, alg: IDENTITY_ALG, use: 'sig' })}\n`;
  const temporary = join(dir, `.${PRIVATE_KEY_FILE}.${randomUUID()}`);
  writeFileSync(temporary, text, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, path);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(path, 'utf8');
  } finally {
    unlinkSync(temporary);
  }
}
