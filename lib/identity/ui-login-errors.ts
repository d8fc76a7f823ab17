import { PlatformApiError } from '@/lib/api/errors';
import { RATE_LIMIT_CODE } from '@/lib/api/retry-after';

/** Keys under the `login` namespace the sign-in form shows (spec identity-and-account §8, sign-in). */
export type LoginErrorMessage =
  | { key: 'error.unauthorized' | 'error.lastAttempt' | 'error.blacklisted' | 'error.maxAttempt' | 'error.closed' | 'error.exclusionIndefinite' }
  | { key: 'error.timeout' | 'error.exclusion'; days: number }
  | { key: 'error.rateLimited'; retryAfterSeconds: number | null };

/**
 * Wrong passwords in a row that lock sign-in for the address: the platform's MAX_FAILED_SIGN_INS
 * (server/domains/identity/sign-in-policy.ts; a unit test keeps the two equal). The platform says how many
 * attempts remain (`additionalInfo.attemptsRemaining` with `error.player.not.found`); for a platform that does
 * not, the form counts this browser's failures for the address and warns before the last.
 */
export const SIGN_IN_FAILURES_BEFORE_LOCK = 5;

/** This browser's consecutive wrong-password answers for one address. */
export type SignInFailures = { email: string; count: number };

/** The count after one answer: a wrong password adds one (another address starts again at one); a lock or a success ends it. */
export function countSignInFailure(previous: SignInFailures | null, email: string, code: string | null): SignInFailures | null {
  const address = email.trim().toLowerCase();
  if (code === 'error.player.not.found') return { email: address, count: (previous?.email === address ? previous.count : 0) + 1 };
  if (code === null || code === 'error.sign.in.attempt.count.exceeded') return null;
  return previous;
}

type CodeKey = Exclude<LoginErrorMessage['key'], 'error.rateLimited' | 'error.lastAttempt'>;

const BY_CODE: Record<string, CodeKey> = {
  'error.timeout.in.progress': 'error.timeout',
  'error.exclusion.in.progress': 'error.exclusion',
  'error.exclusion.in.progress.indefinitely': 'error.exclusionIndefinite',
  'error.sign.in.attempt.count.exceeded': 'error.maxAttempt',
  'error.account.deactivated': 'error.blacklisted',
  'error.account.closed': 'error.closed',
  'error.player.not.found': 'error.unauthorized',
};

// Spec: login errors are also recognised by message content (an identity provider that only sends text).
const BY_MESSAGE: [RegExp, CodeKey][] = [
  [/indefinite/i, 'error.exclusionIndefinite'],
  [/exclu/i, 'error.exclusion'],
  [/timeout|time-out|cool/i, 'error.timeout'],
  [/attempt/i, 'error.maxAttempt'],
  [/blacklist|deactivat/i, 'error.blacklisted'],
  [/closed/i, 'error.closed'],
];

/** Days left of a timeout or exclusion: `additionalInfo.days`, or the first number in the message. */
function daysFrom(error: PlatformApiError, additionalInfo: unknown): number {
  const info = additionalInfo as { days?: unknown } | null | undefined;
  if (info && typeof info.days === 'number' && Number.isFinite(info.days)) return Math.max(0, Math.ceil(info.days));
  const match = /(\d+)/.exec(error.message);
  return match ? Number(match[1]) : 0;
}

/**
 * The message for a failed sign-in. `failures` is this browser's count after this answer: a wrong password that
 * leaves one attempt before the lock says so. A rate-limited call says to wait, never "wrong password".
 */
export function mapLoginError(error: unknown, additionalInfo?: unknown, failures?: SignInFailures | null): LoginErrorMessage {
  if (!(error instanceof PlatformApiError)) return { key: 'error.unauthorized' };
  if (error.code === RATE_LIMIT_CODE) return { key: 'error.rateLimited', retryAfterSeconds: error.retryAfterSeconds };
  const key = BY_CODE[error.code] ?? BY_MESSAGE.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'error.unauthorized';
  if (key === 'error.timeout' || key === 'error.exclusion') return { key, days: daysFrom(error, additionalInfo) };
  if (key === 'error.unauthorized') {
    const remaining = (additionalInfo as { attemptsRemaining?: unknown } | null | undefined)?.attemptsRemaining;
    if (typeof remaining === 'number') return remaining === 1 ? { key: 'error.lastAttempt' } : { key };
    if (failures && failures.count === SIGN_IN_FAILURES_BEFORE_LOCK - 1) return { key: 'error.lastAttempt' };
  }
  return { key };
}
