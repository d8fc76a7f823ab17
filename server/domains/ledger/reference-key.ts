import { hkdfSync } from 'node:crypto';
import { gateEnv } from '@/server/gate-env';
import { readOrCreatePrivateJwkTextSync } from '@/server/identity/key-store';

/** What the reference key is derived from when LEDGER_REFERENCE_KEY is unset (HKDF-SHA256 `info`). */
const DERIVATION_INFO = 'lucky-harbour/ledger-reference/v1';

const HEX_KEY = /^[0-9a-f]{32}$/i;

// On globalThis: every route bundle of a process encodes with one key.
const slot = globalThis as typeof globalThis & { __luckyHarbourReferenceKey?: Buffer };

/** LEDGER_REFERENCE_KEY as 16 bytes; throws on anything but 32 hex characters. */
export function parseReferenceKey(hex: string): Buffer {
  if (!HEX_KEY.test(hex.trim())) throw new Error('LEDGER_REFERENCE_KEY must be 32 hexadecimal characters (16 bytes)');
  return Buffer.from(hex.trim(), 'hex');
}

/** The AES-128 key from the identity private key's `d`: every instance that verifies each other's tokens shares it. */
export function deriveReferenceKey(privateJwkText: string, source: string): Buffer {
  let d: unknown;
  try {
    d = (JSON.parse(privateJwkText) as { d?: unknown }).d;
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (typeof d !== 'string' || !d) throw new Error(`${source} has no private member d`);
  return Buffer.from(hkdfSync('sha256', Buffer.from(d, 'base64url'), Buffer.alloc(0), DERIVATION_INFO, 16));
}

function loadReferenceKey(): Buffer {
  const configured = process.env.LEDGER_REFERENCE_KEY?.trim();
  if (configured) return parseReferenceKey(configured);
  const env = gateEnv();
  if (env.IDENTITY_PRIVATE_JWK) return deriveReferenceKey(env.IDENTITY_PRIVATE_JWK, 'IDENTITY_PRIVATE_JWK');
  return deriveReferenceKey(readOrCreatePrivateJwkTextSync(env.DATA_DIR), `${env.DATA_DIR}/keys/identity-private.jwk`);
}

/**
 * The key of the opaque transaction references (docs/decisions.md "Opaque transaction references"):
 * LEDGER_REFERENCE_KEY when set, else derived from the platform's identity private key (IDENTITY_PRIVATE_JWK, or
 * the key file in DATA_DIR). Read once per process.
 */
export function referenceKey(): Buffer {
  slot.__luckyHarbourReferenceKey ??= loadReferenceKey();
  return slot.__luckyHarbourReferenceKey;
}
