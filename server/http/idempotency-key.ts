import 'server-only';
import { randomUUID } from 'node:crypto';
import { ValidationError } from './errors';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The request's `Idempotency-Key` header (8–128 URL-safe characters), or a fresh key when the client sent none,
 * in which case a retry is a new request. A malformed key is a 400 field error, never silently replaced.
 */
export function readIdempotencyKey(request: Request, objectName: string): string {
  const key = request.headers.get('idempotency-key');
  if (key === null) return randomUUID();
  if (KEY_PATTERN.test(key)) return key;
  throw new ValidationError([
    {
      objectName,
      field: 'Idempotency-Key',
      rejectedValue: key,
      status: 400,
      message: 'Idempotency-Key must be 8–128 characters of A–Z a–z 0–9 _ . : -',
      code: 'invalid_format',
    },
  ]);
}
