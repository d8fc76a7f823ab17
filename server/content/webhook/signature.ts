import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTENT_WEBHOOK_SIGNATURE_HEADER } from '@/lib/content/webhook';

/** The header Sanity's GROQ-powered webhooks sign with (as @sanity/webhook reads it). */
export const SIGNATURE_HEADER = CONTENT_WEBHOOK_SIGNATURE_HEADER;
/** A signature older than this is a replay; one further in the future is a forged or skewed clock. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

const HEADER_PATTERN = /^t=(\d+)[, ]+v1=([^, ]+)$/;

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/** base64url HMAC-SHA256 of `<timestamp>.<raw body>`, as @sanity/webhook computes it. */
function sign(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('base64url');
}

/** `t=<unix ms>,v1=<signature>`: what Sanity sends; tests and the docs' curl example use it too. */
export function signWebhookPayload(payload: string, secret: string, timestamp: number = Date.now()): string {
  return `t=${timestamp},v1=${sign(payload, secret, timestamp)}`;
}

/** Checks the header against the exact raw body (never a re-serialised JSON: key order and spacing matter). */
export function verifyWebhookSignature(input: { payload: string; header: string | null | undefined; secret: string; now?: number }): SignatureCheck {
  const header = input.header?.trim();
  if (!header) return { valid: false, reason: 'missing' };
  const match = HEADER_PATTERN.exec(header);
  if (!match) return { valid: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  const now = input.now ?? Date.now();
  if (!Number.isSafeInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_MAX_AGE_MS) return { valid: false, reason: 'expired' };
  const expected = Buffer.from(sign(input.payload, input.secret, timestamp));
  const received = Buffer.from(match[2]);
  // Constant-time: the length check first, as timingSafeEqual throws on different lengths.
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return { valid: false, reason: 'mismatch' };
  return { valid: true, timestamp };
}
