import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256 of the raw request body (the exact bytes sent). */
export function signSeamlessBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of the X-Signature header; a missing, malformed or wrong signature is false. */
export function verifySeamlessSignature(rawBody: string, header: string | null, secret: string): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header.trim())) return false;
  const expected = Buffer.from(signSeamlessBody(rawBody, secret), 'hex');
  const received = Buffer.from(header.trim().toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
