// Pure rules of the bonus-code attempt limit (docs/decisions.md "Bonus-code attempt limit"); no database, no clock.

/** Failed codes a player may enter per window by default (BONUS_CODE_MAX_FAILURES). */
export const DEFAULT_MAX_FAILED_BONUS_CODES = 10;
/** The window's length by default (BONUS_CODE_FAILURE_WINDOW_MINUTES): it opens at the first counted failure. */
export const DEFAULT_BONUS_CODE_WINDOW_MS = 60 * 60_000;

export interface CodeAttemptLimit {
  maxFailures: number;
  windowMs: number;
}

export const BONUS_CODE_LIMIT_CODE = 'error.bonus_code.attempt.count.exceeded';

/** The limit from the environment's optional overrides (whole minutes), else the defaults. */
export function codeAttemptLimitOf(maxFailures: number | undefined, windowMinutes: number | undefined): CodeAttemptLimit {
  return {
    maxFailures: maxFailures ?? DEFAULT_MAX_FAILED_BONUS_CODES,
    windowMs: windowMinutes === undefined ? DEFAULT_BONUS_CODE_WINDOW_MS : windowMinutes * 60_000,
  };
}

/**
 * Whether a refused bonus-code call counts towards the limit: the code was unknown (error.bonus_code.invalid) or
 * not usable by the player (error.bonus_code.not_available), the answers a guesser learns from. A code that works,
 * and refusals that say nothing about the code (an active bonus, a claim limit, a server error), do not count.
 */
export function countsAsFailure(errorCode: string | null): boolean {
  return errorCode === 'error.bonus_code.invalid' || errorCode === 'error.bonus_code.not_available';
}

/** A window that opened at or before this instant has ended: the next failure opens a new one. */
export function windowCutoff(now: Date, limit: CodeAttemptLimit): Date {
  return new Date(now.getTime() - limit.windowMs);
}

/** When a full window ends, so the player may try codes again. */
export function limitedUntil(windowStartedAt: Date, limit: CodeAttemptLimit): Date {
  return new Date(windowStartedAt.getTime() + limit.windowMs);
}
