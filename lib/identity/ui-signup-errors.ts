import { PlatformApiError } from '@/lib/api/errors';
import { signUpErrorKey } from './error-codes';

/** What the sign-up form does with a failed registration call (spec identity-and-account §5 and §8, sign-up catalogue). */
export type SignupFailure =
  | { kind: 'duplicated' }
  | { kind: 'fields'; errors: { field: string; code: string }[] }
  | { kind: 'form'; code: SignupFormErrorCode };

export const SIGNUP_FORM_ERROR_CODES = [
  'error.signup.unhandled',
  'error.country.blocked',
  'error.captcha.validation',
  'error.vonage.validation',
  'error.system.error',
  // The platform's rate limiter (429 with Retry-After): the form says how long to wait.
  'error.rate_limit.exceeded',
] as const;
export type SignupFormErrorCode = (typeof SIGNUP_FORM_ERROR_CODES)[number];

export const PLAYER_ALREADY_EXISTS = 'error.registration.player_already_exists';
export const CPF_DUPLICATE = 'error.cpf.duplicate_found';

/** True for a call that never got an answer (offline, a country firewall): spec "response-less failure". */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.message === 'Network Error');
}

const isFormCode = (key: string): key is SignupFormErrorCode => (SIGNUP_FORM_ERROR_CODES as readonly string[]).includes(key);

/** Maps a failure with the platform's shared table (signUpErrorKey), then decides where the form shows it. */
export function mapSignupError(error: unknown): SignupFailure {
  if (isNetworkError(error)) return { kind: 'form', code: 'error.country.blocked' };
  if (!(error instanceof PlatformApiError)) return { kind: 'form', code: 'error.signup.unhandled' };
  const hasFieldErrors = error.fieldErrors.length > 0;
  const key = signUpErrorKey({ status: error.status, code: error.code, message: error.message, hasFieldErrors });
  if (key === PLAYER_ALREADY_EXISTS) return { kind: 'duplicated' };
  if (key === CPF_DUPLICATE) return { kind: 'fields', errors: [{ field: 'cpf', code: CPF_DUPLICATE }] };
  if (isFormCode(key)) return { kind: 'form', code: key };
  if (error.status === 400 && hasFieldErrors) return { kind: 'fields', errors: error.fieldErrors.map(({ field, code }) => ({ field, code })) };
  return { kind: 'form', code: 'error.signup.unhandled' };
}
