import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { choicesFor, gamblingBlockOf, timeoutEnd, timeoutRefusal } from '@/lib/protection/policy';
import type { TimeoutAnswer, TimeoutBody } from '@/lib/protection/schemas';
import { TIMEOUT_SUCCESS_TOAST } from '@/lib/protection/schemas';
import { signOutEverywhere } from '@/server/domains/identity';
import { ApiError } from '@/server/http/errors';
import { blockRefusal, loadProtectionFacts } from './gambling-block';
import { exclusionRunningSql, NO_BLOCK_STATUSES, periodNotAllowed, timestampSql } from './protection-sql';
import { toTimeoutState } from './to-protection-state';

/**
 * PATCH /player/timeout (identity-and-account §7): a break of `timeout` days from now. One conditional UPDATE
 * stores it: it only ever moves timeout_until later, never during a self-exclusion, so however many requests race
 * the stored end is the longest asked for. Then every session of the player ends.
 */
export async function requestTimeout(db: Database, playerId: number, body: TimeoutBody, now: Date = new Date()): Promise<TimeoutAnswer> {
  const facts = await loadProtectionFacts(db, playerId);
  const refusal = timeoutRefusal(choicesFor(facts.countryCode, facts.provinceCode), body.timeout);
  if (refusal) throw periodNotAllowed(refusal);
  const end = timeoutEnd(now, body.timeout);
  const endAt = timestampSql(end);
  const [row] = await db
    .update(players)
    .set({
      timeoutUntil: end,
      // An ordinary account shows TIMEOUT; a restricted or payout-status one keeps its status and the column holds the block.
      status: sql`case when ${players.status} in ('REGISTERED', 'TIMEOUT', 'SELF_EXCLUDED') then 'TIMEOUT' else ${players.status} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(players.playerId, playerId),
        notInArray(players.status, NO_BLOCK_STATUSES),
        sql`not ${exclusionRunningSql(now)}`,
        sql`(${players.timeoutUntil} < ${endAt} or (${players.timeoutUntil} is null and ${players.status} <> 'TIMEOUT'))`,
      ),
    )
    .returning({ status: players.status, timeoutUntil: players.timeoutUntil, exclusionUntil: players.exclusionUntil });
  if (!row) {
    const block = gamblingBlockOf(await loadProtectionFacts(db, playerId), now);
    throw block ? blockRefusal(block) : new ApiError('error.player.not.found');
  }
  await signOutEverywhere(db, playerId, 'timeout', { now });
  const block = gamblingBlockOf(row, now);
  if (!block) throw new Error('requestTimeout: the stored time-out is not in force');
  return { notification: TIMEOUT_SUCCESS_TOAST, timeout: toTimeoutState(block), signedOut: true };
}
