import type { PinCodeStatus } from '@/lib/identity/schemas';

// Pure rules for one-time codes (sign-up SMS/e-mail and password reset); no database, no clock of its own.

/** A code works for 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Three wrong entries burn a code: the player must request a new one. */
export const MAX_FAILED_ATTEMPTS = 3;
/** At most three codes per player and purpose in a rolling hour (SMS costs money and can be abused). */
export const MAX_SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_MS = 60 * 60_000;
/** A reset key, once the code is verified, works for 15 minutes and once. */
export const RESET_KEY_TTL_MS = 15 * 60_000;

export type PinEvent = 'SENT' | 'SEND_FAILED' | 'VERIFIED' | 'VERIFY_FAILED';

/**
 * Spec identity-and-account §4: UNINITIALIZE → SUCESS_SEND | FAIL_SEND → SUCCESS_VERIFY | FAIL_VERIFY. A failed send may be retried;
 * a failed verification may be retried while attempts remain; a verified code is final. Null = not allowed.
 */
export function nextPinStatus(current: PinCodeStatus, event: PinEvent): PinCodeStatus | null {
  switch (event) {
    case 'SENT':
      return current === 'UNINITIALIZE' || current === 'FAIL_SEND' ? 'SUCESS_SEND' : null;
    case 'SEND_FAILED':
      return current === 'UNINITIALIZE' || current === 'FAIL_SEND' ? 'FAIL_SEND' : null;
    case 'VERIFIED':
      return current === 'SUCESS_SEND' || current === 'FAIL_VERIFY' ? 'SUCCESS_VERIFY' : null;
    case 'VERIFY_FAILED':
      return current === 'SUCESS_SEND' || current === 'FAIL_VERIFY' ? 'FAIL_VERIFY' : null;
  }
}

export interface CodeState {
  pinCodeStatus: PinCodeStatus;
  failedAttempts: number;
  expiresAt: Date;
  /** Set when a newer code was issued for the same purpose: only the newest code verifies. */
  supersededAt?: Date | null;
}

export type CodeCheck =
  | { outcome: 'verified' }
  | { outcome: 'invalid'; attemptsRemaining: number }
  | { outcome: 'max_attempts' }
  | { outcome: 'expired' }
  | { outcome: 'not_sent' }
  | { outcome: 'superseded' }
  | { outcome: 'already_verified' };

/**
 * What entering a code does. Limits are checked before the code, so a burned or expired code says so even when
 * the right digits arrive; the attempt that reaches the limit answers max attempts. Entering the right code
 * again is idempotent (already_verified); a wrong one still counts, even after success. A code replaced by a
 * newer one never verifies again, not even idempotently, and its attempts no longer matter. The caller must hold
 * the row locked (or otherwise read it atomically with the write that records the outcome).
 */
export function checkCode(state: CodeState, matches: boolean, now: Date): CodeCheck {
  if (state.pinCodeStatus === 'UNINITIALIZE' || state.pinCodeStatus === 'FAIL_SEND') return { outcome: 'not_sent' };
  if (state.supersededAt) return { outcome: 'superseded' };
  if (state.failedAttempts >= MAX_FAILED_ATTEMPTS) return { outcome: 'max_attempts' };
  if (now.getTime() >= state.expiresAt.getTime()) return { outcome: 'expired' };
  if (matches) return state.pinCodeStatus === 'SUCCESS_VERIFY' ? { outcome: 'already_verified' } : { outcome: 'verified' };
  const attemptsRemaining = MAX_FAILED_ATTEMPTS - (state.failedAttempts + 1);
  return attemptsRemaining <= 0 ? { outcome: 'max_attempts' } : { outcome: 'invalid', attemptsRemaining };
}

/** Whether another code may be sent, given when the recent ones were created. */
export function sendsRemaining(recentSends: readonly Date[], now: Date): number {
  const inWindow = recentSends.filter((sentAt) => now.getTime() - sentAt.getTime() < SEND_WINDOW_MS).length;
  return Math.max(0, MAX_SENDS_PER_WINDOW - inWindow);
}
