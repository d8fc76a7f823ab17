import type { RealityCheckSetting } from './enums';

// Pure rules of the reality check and activity timer (identity-and-account §3, §4, §9). No clock, no database.

const MINUTE_MS = 60_000;

/** identity-and-account §3: HALF_AN_HOUR 30, HOUR 60, TWO_HOURS 120 minutes; NOT_SET: no reality check. */
export function intervalMinutes(settings: RealityCheckSetting): number | null {
  switch (settings) {
    case 'HALF_AN_HOUR':
      return 30;
    case 'HOUR':
      return 60;
    case 'TWO_HOURS':
      return 120;
    case 'NOT_SET':
      return null;
  }
}

/** The timer runs from the later of the session's start and the last reset; null when neither is known. */
export function timerStart(sessionStartedAt: Date | null, resetAt: Date | null): Date | null {
  if (!sessionStartedAt) return resetAt;
  if (!resetAt) return sessionStartedAt;
  return resetAt > sessionStartedAt ? resetAt : sessionStartedAt;
}

/**
 * Whole minutes until the reality check, rounded up (a check due in 10 s is still "1 minute"), between 0 and the interval;
 * null when the player chose NOT_SET.
 */
export function minutesRemaining(settings: RealityCheckSetting, startedAt: Date, now: Date): number | null {
  const interval = intervalMinutes(settings);
  if (interval === null) return null;
  const leftMs = startedAt.getTime() + interval * MINUTE_MS - now.getTime();
  // A clock behind the start (another server's) never grants more than one interval.
  return leftMs <= 0 ? 0 : Math.min(interval, Math.ceil(leftMs / MINUTE_MS));
}

/** Whole minutes played since the timer started (rounded down; a clock behind the start counts as 0). */
export function elapsedMinutes(startedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / MINUTE_MS));
}

/** Signed sums of the player's cash-side postings per operation type, in minor units (credit positive). */
export interface SessionPostings {
  bets: bigint;
  betVoids: bigint;
  wins: bigint;
  winVoids: bigint;
}

/** identity-and-account §3 activity summary: turnover (stakes less voided stakes), winnings (wins less voided wins), delta. */
export interface ActivityTotals {
  turnover: bigint;
  winnings: bigint;
  delta: bigint;
}

/**
 * A bet posts a debit (negative) on the player's side and a void of it a credit, so turnover is minus their sum; a
 * win posts a credit and its void a debit, so winnings are their sum. Delta is what the player is up (positive)
 * or down (negative) in the session.
 */
export function activityTotals(postings: SessionPostings): ActivityTotals {
  const turnover = -(postings.bets + postings.betVoids);
  const winnings = postings.wins + postings.winVoids;
  return { turnover, winnings, delta: winnings - turnover };
}
