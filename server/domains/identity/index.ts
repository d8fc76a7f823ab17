// What other domains may call of identity (docs/architecture.md, "Where code lives").
export { getAccessContext } from './get-access-context';
// The account page (server/domains/account) reuses the one-time codes, the password hashing and the sign-in lock.
export { checkVerificationCode, invalidNoAttempts } from './check-verification-code';
export { getPlayerOrThrow } from './get-player-or-throw';
export { CODE_TTL_MS } from './one-time-code-policy';
export { hashPassword, verifyPassword } from './password';
export { withPasswordCheck } from './password-hash-slots';
export { signOutEverywhere } from './revoke-sessions';
export { sendVerificationCode } from './send-verification-code';
export { claimSignInAttempt, clearFailures, returnSignInAttempt } from './sign-in-failures';
export { lockMinutesLeft, MAX_FAILED_SIGN_INS } from './sign-in-policy';
