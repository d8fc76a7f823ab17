/**
 * Retry-After (RFC 9110 §10.2.3): delay-seconds or an HTTP date. Returns whole seconds from `now`, at least 1,
 * or null when the header is absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/** The values of the `errors.rateLimited` message: seconds under two minutes, else minutes rounded up; a minute when unknown. */
export function waitValues(seconds: number | null | undefined): { unit: 'second' | 'minute'; count: number } {
  if (!seconds || seconds <= 0) return { unit: 'minute', count: 1 };
  if (seconds < 120) return { unit: 'second', count: Math.ceil(seconds) };
  return { unit: 'minute', count: Math.ceil(seconds / 60) };
}

/** The platform's rate limiter answers 429 with this code (server/http/with-contract.ts) and a Retry-After. */
export const RATE_LIMIT_CODE = 'error.rate_limit.exceeded';
