import type { AccountStatus } from '@/lib/identity/schemas';
import { gamblingBlockOf } from '@/lib/protection/policy';

// Pure session lifetimes and the account check the SessionVerifier runs on every API call.

/** The identity token lives 1 hour; the server re-issues it (cookie) once it is 15 minutes old. */
export const IDENTITY_TOKEN_TTL_SECONDS = 60 * 60;
export const TOKEN_REFRESH_AFTER_SECONDS = 15 * 60;
/** A session ends 12 hours after sign-in whatever the activity: the player signs in again (UKGC-style). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;

/** Statuses whose sessions must stop working at once. */
const ENDING_STATUSES: ReadonlySet<AccountStatus> = new Set(['CLOSED', 'BLACKLISTED', 'PRE_REGISTERED']);

export interface SessionAccount {
  status: AccountStatus;
  timeoutUntil: Date | null;
  exclusionUntil: Date | null;
}

/** Whether an account may keep using its session now: closed, blocked, timed-out and excluded accounts may not. */
export function accountMaySessionContinue(account: SessionAccount, now: Date): boolean {
  if (ENDING_STATUSES.has(account.status)) return false;
  // A time-out or self-exclusion in force (lib/protection/policy.ts): its end-time columns decide, whatever the status.
  return gamblingBlockOf(account, now) === null;
}

/** Whether a token issued at `iat` (seconds) should be replaced by a fresh one on this call. */
export function shouldRefreshToken(iat: number, nowSeconds: number): boolean {
  return nowSeconds - iat >= TOKEN_REFRESH_AFTER_SECONDS;
}
