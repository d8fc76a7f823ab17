import { PlatformApiError } from '@/lib/api/errors';

export const SMS_MAX_ATTEMPTS = 'sms.max.attempts.reached';
export const SMS_CODE_INVALID = 'sms.code.invalid';
export const NO_CODE = 'unhandled.error.no.code';

/** A failed code call (send or verify, sign-up or reset): spec identity-and-account §8 "Verification codes". */
export type CodeFailure = { kind: 'maxAttempts' } | { kind: 'field'; code: string } | { kind: 'form'; code: string };

export function mapCodeError(error: unknown): CodeFailure {
  const code = error instanceof PlatformApiError && error.code ? error.code : NO_CODE;
  if (code === SMS_MAX_ATTEMPTS) return { kind: 'maxAttempts' };
  if (code === SMS_CODE_INVALID) return { kind: 'field', code };
  return { kind: 'form', code };
}
