import { PlatformApiError } from '@/lib/api/errors';
import { RATE_LIMIT_CODE } from '@/lib/api/retry-after';
import { SMS_CODE_INVALID, SMS_MAX_ATTEMPTS } from './ui-code-errors';

/** Where a failed reset call shows up (spec identity-and-account §8 "Reset password": backend errors on the form state). */
export type ResetFailure =
  | { kind: 'maxAttempts' }
  /** The platform's rate limit: say how long to wait (errors.rateLimited), not "try again". */
  | { kind: 'wait'; retryAfterSeconds: number | null }
  | { kind: 'field'; field: 'email' | 'code' | 'password'; key: string }
  | { kind: 'form'; key: string };

const CODE_ERRORS = new Set([SMS_CODE_INVALID, 'sms.code.expired']);

/** Keys are under the `reset` namespace. */
export function mapResetError(error: unknown): ResetFailure {
  if (!(error instanceof PlatformApiError)) return { kind: 'form', key: 'error.system' };
  if (error.code === SMS_MAX_ATTEMPTS) return { kind: 'maxAttempts' };
  if (error.code === RATE_LIMIT_CODE) return { kind: 'wait', retryAfterSeconds: error.retryAfterSeconds };
  if (CODE_ERRORS.has(error.code)) return { kind: 'field', field: 'code', key: error.code };
  if (error.code === 'error.password.reset') return { kind: 'form', key: 'error.password.reset' };
  const field = error.fieldErrors.find(({ field: name }) => name === 'email' || name === 'code' || name === 'password')?.field;
  if (error.status === 400 && field)
    return { kind: 'field', field: field as 'email' | 'code' | 'password', key: `${field === 'code' ? 'verification' : field}.error` };
  if (error.status === 404) return { kind: 'form', key: 'error.notFound' };
  if (error.status >= 500) return { kind: 'form', key: 'error.system' };
  return { kind: 'form', key: 'error.request' };
}
