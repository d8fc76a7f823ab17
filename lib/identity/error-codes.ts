// Isomorphic: the identity error codes the platform answers with, their HTTP status, and the message keys the
// site shows for them (spec identity-and-account §8). The server's ERROR_STATUS table spreads IDENTITY_ERROR_STATUS in.

/** Every identity error code and the HTTP status it comes with. */
export const IDENTITY_ERROR_STATUS = {
  // Sign-in (spec identity-and-account §8 "Sign-in"). Unknown e-mail and wrong password both answer error.player.not.found.
  'error.timeout.in.progress': 403,
  'error.exclusion.in.progress': 403,
  'error.exclusion.in.progress.indefinitely': 403,
  'error.sign.in.attempt.count.exceeded': 429,
  'error.account.deactivated': 403,
  'error.account.closed': 403,
  // Sign-up (spec identity-and-account §5, §8 "Sign-up").
  'error.registration.player_already_exists': 409,
  'error.registration.token_invalid': 401,
  'error.registration.already_completed': 409,
  'error.registration.underage': 400,
  'error.cpf.duplicate_found': 409,
  'error.country.blocked': 403,
  'error.captcha.validation': 403,
  'error.vonage.phone.invalid': 403,
  // Verification codes (spec identity-and-account §8 "Verification codes"); both SMS and e-mail codes use the spec's sms.* codes.
  'sms.code.invalid': 400,
  'sms.code.expired': 400,
  'sms.max.attempts.reached': 429,
  'error.verification.send_failed': 503,
  // Reset password (spec identity-and-account §8 "Reset password").
  'error.password.reset': 400,
  // Session.
  'error.session.revoked': 401,
} as const satisfies Record<string, number>;

export type IdentityErrorCode = keyof typeof IDENTITY_ERROR_STATUS;

export const IDENTITY_ERROR_MESSAGE: Record<IdentityErrorCode, string> = {
  'error.timeout.in.progress': 'A timeout is in progress on this account.',
  'error.exclusion.in.progress': 'A self-exclusion is in progress on this account.',
  'error.exclusion.in.progress.indefinitely': 'This account is self-excluded indefinitely.',
  'error.sign.in.attempt.count.exceeded': 'Too many failed sign-in attempts; try again later.',
  'error.account.deactivated': 'This account is deactivated.',
  'error.account.closed': 'This account is closed.',
  'error.registration.player_already_exists': 'A player with these details already exists.',
  'error.registration.token_invalid': 'The registration token is missing, invalid or expired.',
  'error.registration.already_completed': 'This registration is already complete.',
  'error.registration.underage': 'Players must be at least 18 years old.',
  'error.cpf.duplicate_found': 'This CPF is already registered.',
  'error.country.blocked': 'Registration is not available in this country.',
  'error.captcha.validation': 'Request blocked by an explicit deny: the captcha could not be validated.',
  'error.vonage.phone.invalid': 'The mobile phone number is not valid.',
  'sms.code.invalid': 'The verification code is not valid.',
  'sms.code.expired': 'The verification code has expired; request a new one.',
  'sms.max.attempts.reached': 'The maximum number of attempts is reached.',
  'error.verification.send_failed': 'The verification code could not be sent.',
  'error.password.reset': 'The password reset key is invalid, used or expired.',
  'error.session.revoked': 'The session has ended; sign in again.',
};

/** Spec identity-and-account §8: server sign-in codes map to four message keys; anything else is unauthorized. */
export const SIGN_IN_MESSAGE_KEY: Readonly<Record<string, string>> = {
  'error.timeout.in.progress': 'login.error.blacklisted',
  'error.exclusion.in.progress': 'login.error.blacklisted',
  'error.exclusion.in.progress.indefinitely': 'login.error.blacklisted',
  'error.sign.in.attempt.count.exceeded': 'login.error.maxAttempt',
  'error.account.deactivated': 'login.error.blacklisted',
  'error.account.closed': 'login.error.closed',
  'error.player.not.found': 'login.error.unauthorized',
};

export function signInMessageKey(code: string | undefined): string {
  return (code && SIGN_IN_MESSAGE_KEY[code]) || 'login.error.unauthorized';
}

/**
 * Spec identity-and-account §8 "Sign-up": what the sign-up form stores for a failed registration call. `explicitDeny` is a 403 whose
 * message says "explicit deny" (the captcha / WAF refusal).
 */
export function signUpErrorKey(input: { status?: number; code?: string; message?: string; hasFieldErrors?: boolean }): string {
  const { status, code, message = '', hasFieldErrors = false } = input;
  if (status === undefined) return 'error.country.blocked';
  if (status === 403 && code === 'error.vonage.phone.invalid') return 'error.vonage.validation';
  if (status === 403 && (code === 'error.captcha.validation' || /explicit deny/i.test(message))) return 'error.captcha.validation';
  if (code === 'error.registration.player_already_exists' || code === 'error.cpf.duplicate_found' || code === 'error.country.blocked') return code;
  if (status >= 500) return 'error.system.error';
  if (status === 400 && !hasFieldErrors) return 'error.signup.unhandled';
  return code ?? 'error.signup.unhandled';
}
