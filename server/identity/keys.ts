import { importJWK, SignJWT, type CryptoKey, type JSONWebKeySet, type JWK, type JWTPayload } from 'jose';
import { gateEnv } from '@/server/gate-env';
import { IDENTITY_ALG, loadOrCreatePrivateJwk, parsePrivateJwk, toPublicJwk } from './key-store';

// No `server-only` import: the request gate (proxy.ts) verifies session cookies with getPublicJwks().
// Secrets still stay on the server: this module reads the file system and is never imported by components.

interface IdentityKeys {
  privateKey: CryptoKey;
  kid: string;
  jwks: JSONWebKeySet;
}

// On globalThis: the gate and every route bundle share one key pair per process.
const slot = globalThis as typeof globalThis & { __luckyHarbourIdentityKeys?: Promise<IdentityKeys> };

async function keysFromJwk(privateJwk: JWK): Promise<IdentityKeys> {
  const privateKey = (await importJWK(privateJwk, IDENTITY_ALG)) as CryptoKey;
  const publicJwk = toPublicJwk(privateJwk);
  return { privateKey, kid: publicJwk.kid ?? '', jwks: { keys: [publicJwk] } };
}

async function loadKeys(): Promise<IdentityKeys> {
  const env = gateEnv();
  const privateJwk = env.IDENTITY_PRIVATE_JWK
    ? await parsePrivateJwk(env.IDENTITY_PRIVATE_JWK, 'IDENTITY_PRIVATE_JWK')
    : await loadOrCreatePrivateJwk(env.DATA_DIR);
  return keysFromJwk(privateJwk);
}

function identityKeys(): Promise<IdentityKeys> {
  if (!slot.__luckyHarbourIdentityKeys) {
    const loading = loadKeys();
    loading.catch(() => {
      if (slot.__luckyHarbourIdentityKeys === loading) slot.__luckyHarbourIdentityKeys = undefined;
    });
    slot.__luckyHarbourIdentityKeys = loading;
  }
  return slot.__luckyHarbourIdentityKeys;
}

/** Loads (or creates) the key pair now, so files exist before anyone outside the process looks for them. */
export async function ensureIdentityKeys(): Promise<void> {
  await identityKeys();
}

/** The platform's public key set, served at /api/v1/.well-known/jwks.json. */
export async function getPublicJwks(): Promise<JSONWebKeySet> {
  return (await identityKeys()).jwks;
}

/** Signs an identity token (RS256, `kid` in the header); `expiresIn` as jose accepts it, e.g. '1h' or seconds. */
export async function signIdentityToken(claims: JWTPayload, { expiresIn }: { expiresIn: string | number }): Promise<string> {
  const { privateKey, kid } = await identityKeys();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: IDENTITY_ALG, kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(typeof expiresIn === 'number' ? Math.floor(Date.now() / 1000) + expiresIn : expiresIn)
    .sign(privateKey);
}

/** Tests install an in-memory key (or clear it) instead of touching DATA_DIR. */
export function setIdentityKeyForTests(privateJwk: JWK | undefined): void {
  slot.__luckyHarbourIdentityKeys = privateJwk ? keysFromJwk(privateJwk) : undefined;
}
