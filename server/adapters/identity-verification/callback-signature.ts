import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A signature older than this is a replay; one further in the future is forged or a skewed clock. */
export const CALLBACK_SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

const HEADER_PATTERN = /^t=(\d{1,16}),n=([A-Za-z0-9_-]{16,64}),v1=([A-Za-z0-9_-]{43})$/;

export type CallbackSignatureCheck =
  | { valid: true; timestamp: number; nonce: string }
  | { valid: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/** base64url HMAC-SHA256 of `<timestamp>.<nonce>.<raw body>`: the nonce is signed, so a replay cannot swap it. */
function sign(payload: string, secret: string, timestamp: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.${payload}`).digest('base64url');
}

/** `t=<unix ms>,n=<nonce>,v1=<signature>`; a fresh random nonce unless one is given (tests replay one on purpose). */
export function signCallback(payload: string, secret: string, options: { timestamp?: number; nonce?: string } = {}): string {
  const timestamp = options.timestamp ?? Date.now();
  const nonce = options.nonce ?? randomBytes(18).toString('base64url');
  return `t=${timestamp},n=${nonce},v1=${sign(payload, secret, timestamp, nonce)}`;
}

/**
 * Checks the header against the exact raw body: its form, its age (5 minutes either way) and the HMAC, compared in
 * constant time. Whether the nonce was seen before is the platform's database's to say (a unique row per nonce).
 */
export function verifyCallbackSignature(input: { payload: string; header: string | null | undefined; secret: string; now?: number }): CallbackSignatureCheck {
  const header = input.header?.trim();
  if (!header) return { valid: false, reason: 'missing' };
  const match = HEADER_PATTERN.exec(header);
  if (!match) return { valid: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  const now = input.now ?? Date.now();
  if (Math.abs(now - timestamp) > CALLBACK_SIGNATURE_MAX_AGE_MS) return { valid: false, reason: 'expired' };
  const expected = Buffer.from(sign(input.payload, input.secret, timestamp, match[2]));
  const received = Buffer.from(match[3]);
  // Same length by the pattern (43 characters); timingSafeEqual would throw otherwise.
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return { valid: false, reason: 'mismatch' };
  return { valid: true, timestamp, nonce: match[2] };
}
