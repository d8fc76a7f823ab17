// Pure retention rule for sign-ups that never finished (PRE_REGISTERED players). Decided in docs/decisions.md
// (Identity platform API, Sign-up).

/** A sign-up is kept for a day after its registration token ran out (the token lives an hour). */
export const UNFINISHED_SIGNUP_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Rows whose token expired before this instant are purged. A row without a token expiry (should not happen) is
 * judged by its creation time plus the token's hour, through the same cut-off.
 */
export function unfinishedSignupCutoff(now: Date, retentionMs = UNFINISHED_SIGNUP_RETENTION_MS): Date {
  return new Date(now.getTime() - retentionMs);
}
