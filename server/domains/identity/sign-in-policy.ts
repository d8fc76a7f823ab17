import type { AccountStatus } from '@/lib/identity/schemas';
import { daysLeft, gamblingBlockOf } from '@/lib/protection/policy';
import type { AdditionalInfo } from '@/server/http/errors';

// Pure sign-in rules: which account states refuse a correct password, and the failed-attempt lock.

/** Five wrong passwords in a row lock sign-in for the address for 30 minutes. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MS = 30 * 60_000;
/** Failures older than this no longer count towards the lock. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

export interface SignInAccount {
  status: AccountStatus;
  timeoutUntil: Date | null;
  exclusionUntil: Date | null;
}

export type SignInRefusal = {
  code:
    | 'error.timeout.in.progress'
    | 'error.exclusion.in.progress'
    | 'error.exclusion.in.progress.indefinitely'
    | 'error.account.deactivated'
    | 'error.account.closed'
    | 'error.player.not.found';
  additionalInfo?: AdditionalInfo;
};

/** Days left, rounded up: a timeout ending in 3 hours still shows "1 day" (lib/protection/policy.ts). */
export { daysLeft };

/**
 * Spec identity-and-account §8 sign-in catalogue, decided after the password matched. A timeout or exclusion whose end has passed no
 * longer refuses. PRE_REGISTERED players have not finished sign-up: they answer like an unknown account.
 */
export function signInRefusal(account: SignInAccount, now: Date): SignInRefusal | null {
  switch (account.status) {
    case 'CLOSED':
      return { code: 'error.account.closed' };
    case 'BLACKLISTED':
      return { code: 'error.account.deactivated' };
    case 'PRE_REGISTERED':
      return { code: 'error.player.not.found' };
    default:
      break;
  }
  // A time-out or self-exclusion: the end-time columns decide whatever the status says, and one whose end has passed no longer refuses.
  const block = gamblingBlockOf(account, now);
  if (!block) return null;
  if (block.kind === 'SELF_EXCLUSION' && block.until === null) return { code: 'error.exclusion.in.progress.indefinitely' };
  const code = block.kind === 'SELF_EXCLUSION' ? 'error.exclusion.in.progress' : 'error.timeout.in.progress';
  if (!block.until || !block.daysLeft) return { code };
  return { code, additionalInfo: { days: block.daysLeft, until: block.until.toISOString() } };
}

export interface FailureState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** Whether the address is locked now; the caller answers error.sign.in.attempt.count.exceeded. */
export function isLocked(state: FailureState | null, now: Date): boolean {
  return Boolean(state?.lockedUntil && state.lockedUntil > now);
}

/** The state after one more wrong password: the fifth consecutive failure sets the lock. */
export function afterFailure(state: FailureState | null, now: Date): FailureState {
  const stale = !state || now.getTime() - state.lastFailureAt.getTime() > FAILURE_MEMORY_MS || (state.lockedUntil !== null && state.lockedUntil <= now);
  const failures = (stale ? 0 : state.failures) + 1;
  return { failures, lastFailureAt: now, lockedUntil: failures >= MAX_FAILED_SIGN_INS ? new Date(now.getTime() + SIGN_IN_LOCK_MS) : null };
}

export type AttemptClaim = { allowed: false; lockedUntil: Date } | { allowed: true; next: FailureState };

/**
 * Whether a password may be judged now, and the state to store before judging it. The attempt is counted as a
 * failure in advance (the fifth sets the lock), so however many requests arrive together, at most five wrong
 * passwords are judged per lock window; a right password then clears the count. While locked nothing is judged.
 */
export function claimAttempt(state: FailureState | null, now: Date): AttemptClaim {
  if (state?.lockedUntil && isLocked(state, now)) return { allowed: false, lockedUntil: state.lockedUntil };
  return { allowed: true, next: afterFailure(state, now) };
}

export { lockMinutesLeft } from '@/lib/identity/lock-minutes';
