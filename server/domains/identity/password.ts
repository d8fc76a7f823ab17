import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { withHashSlot } from './password-hash-slots';

// scrypt parameters: N = 2^15 (OWASP's minimum for r=8, p=1), 16-byte salt, 32-byte key.
const DEFAULT_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

/** Node's default maxmem (32 MiB) is below what N=2^15, r=8 needs (128·N·r = 32 MiB plus overhead). */
function maxmemFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize * 2;
}

/** Every hash and check goes through the bounded slots (password-hash-slots.ts): busy → 503, never a wrong password. */
function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Encodes as `scrypt$N$r$p$salt$hash` (salt and hash base64), so parameters can rise without breaking old hashes. */
export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: cost, r: BLOCK_SIZE, p: PARALLELIZATION, maxmem: maxmemFor(cost, BLOCK_SIZE) };
  const key = await derive(password, salt, KEY_BYTES, options);
  return [PREFIX, cost, BLOCK_SIZE, PARALLELIZATION, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  // Bounds stop a tampered row from making verification allocate gigabytes.
  if (!powerOfTwo || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** Constant-time comparison of the derived key; a malformed hash verifies as false rather than throwing. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}
