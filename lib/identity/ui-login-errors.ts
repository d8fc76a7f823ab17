import { PlatformApiError } from '@/lib/api/errors';

/** Keys under the `login` namespace the sign-in form shows (spec §8, sign-in). */
export type LoginErrorMessage =
  | { key: 'error.unauthorized' | 'error.blacklisted' | 'error.maxAttempt' | 'error.closed' | 'error.exclusionIndefinite' }
  | { key: 'error.timeout' | 'error.exclusion'; days: number };

const BY_CODE: Record<string, LoginErrorMessage['key']> = {
  'error.timeout.in.progress': 'error.timeout',
  'error.exclusion.in.progress': 'error.exclusion',
  'error.exclusion.in.progress.indefinitely': 'error.exclusionIndefinite',
  'error.sign.in.attempt.count.exceeded': 'error.maxAttempt',
  'error.account.deactivated': 'error.blacklisted',
  'error.account.closed': 'error.closed',
  'error.player.not.found': 'error.unauthorized',
};

// Spec: login errors are also recognised by message content (an identity provider that only sends text).
const BY_MESSAGE: [RegExp, LoginErrorMessage['key']][] = [
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

export function mapLoginError(error: unknown, additionalInfo?: unknown): LoginErrorMessage {
  if (!(error instanceof PlatformApiError)) return { key: 'error.unauthorized' };
  const key = BY_CODE[error.code] ?? BY_MESSAGE.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'error.unauthorized';
  if (key === 'error.timeout' || key === 'error.exclusion') return { key, days: daysFrom(error, additionalInfo) };
  return { key };
}
