import { createCipheriv, createDecipheriv } from 'node:crypto';
import { referenceKey } from './reference-key';

// A reference is `txn_` + 32 lower-case hex characters: one AES-128 block of the operation id (8 bytes, big
// endian) and 8 zero bytes. Opaque and non-sequential (ids do not reveal platform volume or each other),
// stable for one key, and reversible by support; the zero half authenticates a decryption (a forged or
// foreign-key reference decrypts to garbage and is refused, a 2^-64 chance aside).
const PREFIX = 'txn_';
const SHAPE = /^txn_([0-9a-f]{32})$/;
/** The sequential form the seamless SQL functions still store in provider answers (server/db/functions/seamless_*.sql). */
const SEQUENTIAL = /^txn_(\d{12})$/;

function block(key: Buffer, input: Buffer, decrypt: boolean): Buffer {
  const cipher = decrypt ? createDecipheriv('aes-128-ecb', key, null) : createCipheriv('aes-128-ecb', key, null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(input), cipher.final()]);
}

/** The reference of an operation under `key` (pure; referenceIdOf uses the configured key). */
export function encodeReference(operationId: number, key: Buffer): string {
  const plain = Buffer.alloc(16);
  plain.writeBigUInt64BE(BigInt(operationId), 0);
  return PREFIX + block(key, plain, false).toString('hex');
}

/** The operation behind a reference under `key`, or undefined when it is not one made with that key. */
export function decodeReference(referenceId: string, key: Buffer): number | undefined {
  const match = SHAPE.exec(referenceId);
  if (!match) return undefined;
  const plain = block(key, Buffer.from(match[1], 'hex'), true);
  if (plain.readBigUInt64BE(8) !== 0n) return undefined;
  const operationId = plain.readBigUInt64BE(0);
  return operationId <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(operationId) : undefined;
}

/** The player-facing id of an operation (`txn_` + 32 hex): opaque, non-sequential, the same on every instance. */
export function referenceIdOf(operationId: number): string {
  return encodeReference(operationId, referenceKey());
}

/** The operation id behind a reference id (for support), or undefined when it is not one. */
export function operationIdOf(referenceId: string): number | undefined {
  return decodeReference(referenceId, referenceKey());
}

/**
 * A seamless answer's stored referenceId (the SQL functions store `txn_` + the 12-digit operation id) as the
 * opaque reference the player's history shows; null stays null (no money moved), anything else is kept.
 */
export function opaqueReferenceOf(stored: string | null): string | null {
  const match = stored === null ? null : SEQUENTIAL.exec(stored);
  return match ? referenceIdOf(Number(match[1])) : stored;
}
