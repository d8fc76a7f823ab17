import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCodeAttempts } from '@/server/db/schema';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
// Not the identity domain's index: it reaches the content cache (next/cache), which must not load before Next when the
// app server starts (scripts/start.ts → realtime → bonus).
import { lockMinutesLeft } from '@/lib/identity/lock-minutes';
import { BONUS_CODE_LIMIT_CODE, codeAttemptLimitOf, countsAsFailure, limitedUntil, windowCutoff, type CodeAttemptLimit } from '@/lib/bonus/code-attempt-policy';

/** The configured limit (BONUS_CODE_MAX_FAILURES per BONUS_CODE_FAILURE_WINDOW_MINUTES; default 10 an hour). */
export const configuredCodeAttemptLimit = (): CodeAttemptLimit => codeAttemptLimitOf(env.BONUS_CODE_MAX_FAILURES, env.BONUS_CODE_FAILURE_WINDOW_MINUTES);

export type CodeAttemptClaim = { allowed: true; windowStartedAt: Date } | { allowed: false; until: Date };

const existing = {
  failures: sql.raw('"bonus_code_attempts"."failures"'),
  windowStartedAt: sql.raw('"bonus_code_attempts"."window_started_at"'),
};

/**
 * Claims one bonus-code attempt, counted as a failure in advance (the sign-in limit's pattern,
 * server/domains/identity/sign-in-failures.ts), with ONE conditional upsert: a new row, or one more failure in the
 * running window, or the first failure of a new window when the old one has ended; a row holding `maxFailures` in a
 * running window is left alone and nothing is returned, so the attempt is refused. PostgreSQL re-checks the WHERE on
 * the row's latest version under its row lock, so however many attempts arrive together at most `maxFailures` are
 * counted per window. No read decides anything.
 */
export async function claimCodeAttempt(db: Database, playerId: number, now: Date, limit: CodeAttemptLimit): Promise<CodeAttemptClaim> {
  const cutoff = windowCutoff(now, limit);
  const ended = sql`${existing.windowStartedAt} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(bonusCodeAttempts)
    .values({ playerId, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: bonusCodeAttempts.playerId,
      set: {
        failures: sql`case when ${ended} then 1 else ${existing.failures} + 1 end`,
        windowStartedAt: sql`case when ${ended} then ${now.toISOString()}::timestamptz else ${existing.windowStartedAt} end`,
      },
      setWhere: sql`${ended} or ${existing.failures} < ${limit.maxFailures}`,
    })
    .returning({ windowStartedAt: bonusCodeAttempts.windowStartedAt });
  if (row) return { allowed: true, windowStartedAt: row.windowStartedAt };
  // Refused: read when the full window ends, only to tell the player (the refusal itself was decided above).
  const [state] = await db
    .select({ windowStartedAt: bonusCodeAttempts.windowStartedAt })
    .from(bonusCodeAttempts)
    .where(eq(bonusCodeAttempts.playerId, playerId));
  return { allowed: false, until: limitedUntil(state?.windowStartedAt ?? now, limit) };
}

/** Gives back an attempt that was not a failure (the code worked, or the call failed for another reason), in the window it was counted in. */
export async function returnCodeAttempt(db: Database, playerId: number, windowStartedAt: Date): Promise<void> {
  await db
    .update(bonusCodeAttempts)
    .set({ failures: sql`${existing.failures} - 1` })
    .where(and(eq(bonusCodeAttempts.playerId, playerId), eq(bonusCodeAttempts.windowStartedAt, windowStartedAt), gt(bonusCodeAttempts.failures, 0)));
}

export function attemptsExceeded(until: Date, now: Date): ApiError {
  const minutes = lockMinutesLeft(until, now);
  return new ApiError(BONUS_CODE_LIMIT_CODE, undefined, { 'Retry-After': String(minutes * 60) }, { additionalInfo: { minutes, until: until.toISOString() } });
}

/**
 * Runs a bonus-code lookup as one counted attempt: refused with 429 error.bonus_code.attempt.count.exceeded while the
 * player's failures fill the window (a valid code too: the code is not looked at), kept as a failure when the lookup
 * answers error.bonus_code.invalid or not_available, given back otherwise.
 */
export async function withCodeAttempt<T>(
  db: Database,
  playerId: number,
  lookup: () => Promise<T>,
  options: { now?: Date; limit?: CodeAttemptLimit } = {},
): Promise<T> {
  const now = options.now ?? new Date();
  const claim = await claimCodeAttempt(db, playerId, now, options.limit ?? configuredCodeAttemptLimit());
  if (!claim.allowed) throw attemptsExceeded(claim.until, now);
  try {
    const result = await lookup();
    await returnCodeAttempt(db, playerId, claim.windowStartedAt);
    return result;
  } catch (error) {
    if (!countsAsFailure(error instanceof ApiError ? error.code : null)) await returnCodeAttempt(db, playerId, claim.windowStartedAt);
    throw error;
  }
}
