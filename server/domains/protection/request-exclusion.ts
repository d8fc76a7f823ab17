import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { choicesFor, exclusionEnd, exclusionRefusal, gamblingBlockOf } from '@/lib/protection/policy';
import { EXCLUSION_SUCCESS_TOAST, type ExclusionAnswer, type ExclusionBody } from '@/lib/protection/schemas';
import { signOutEverywhere } from '@/server/domains/identity';
import { ApiError } from '@/server/http/errors';
import { blockRefusal, loadProtectionFacts } from './gambling-block';
import { payOutBalance } from './pay-out-balance';
import { NO_BLOCK_STATUSES, periodNotAllowed, timestampSql } from './protection-sql';
import { toExclusionState } from './to-protection-state';

/**
 * PATCH /player/exclusion (identity-and-account §7, §9): a self-exclusion of exclusionInMonths plus the 1-day
 * cooling-off, or an indefinite one (sent as 12 months) that never ends by itself. One conditional UPDATE stores
 * it and only ever lengthens it (a later end, or indefinite); then the balance is paid out and every session ends.
 */
export async function requestExclusion(db: Database, playerId: number, body: ExclusionBody, now: Date = new Date()): Promise<ExclusionAnswer> {
  const facts = await loadProtectionFacts(db, playerId);
  const refusal = exclusionRefusal(choicesFor(facts.countryCode, facts.provinceCode), body);
  if (refusal) throw periodNotAllowed(refusal);
  const end = exclusionEnd(now, body);
  const [row] = await db
    .update(players)
    .set({
      exclusionUntil: end,
      // An indefinite exclusion is status SELF_EXCLUDED without an end, whatever the status was; a dated one keeps a
      // restricted or payout status and the column holds the block.
      status:
        end === null
          ? 'SELF_EXCLUDED'
          : sql`case when ${players.status} in ('REGISTERED', 'TIMEOUT', 'SELF_EXCLUDED') then 'SELF_EXCLUDED' else ${players.status} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(players.playerId, playerId),
        notInArray(players.status, NO_BLOCK_STATUSES),
        sql`not (${players.status} = 'SELF_EXCLUDED' and ${players.exclusionUntil} is null)`,
        end === null ? undefined : sql`(${players.exclusionUntil} is null or ${players.exclusionUntil} < ${timestampSql(end)})`,
      ),
    )
    .returning({ status: players.status, timeoutUntil: players.timeoutUntil, exclusionUntil: players.exclusionUntil });
  if (!row) {
    const block = gamblingBlockOf(await loadProtectionFacts(db, playerId), now);
    throw block ? blockRefusal(block) : new ApiError('error.player.not.found');
  }
  await signOutEverywhere(db, playerId, 'self-exclusion', { now });
  // The exclusion stands whatever happens to the payout: a failed reservation is logged for the operator (the money
  // stays in MAIN, where no bet or withdrawal of the player can reach it while the exclusion runs).
  await payOutBalance(db, playerId, now).catch((error: unknown) => console.error('[protection] self-exclusion payout failed', { playerId, error }));
  const block = gamblingBlockOf(row, now);
  if (block?.kind !== 'SELF_EXCLUSION') throw new Error('requestExclusion: the stored self-exclusion is not in force');
  return { notification: EXCLUSION_SUCCESS_TOAST, selfExclusion: toExclusionState(block), signedOut: true };
}
