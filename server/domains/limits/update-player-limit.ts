import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players, playerLimits } from '@/server/db/schema';
import { limitBounds } from '@/lib/limits/bounds';
import type { LimitType } from '@/lib/limits/enums';
import { decideLimitChange, type LimitChange } from '@/lib/limits/policy';
import type { PatchLimitAnswer, PatchLimitBody } from '@/lib/limits/schemas';
import { ApiError } from '@/server/http/errors';
import { toPlayerLimits } from './get-player-limits';
import { loadLimitStates } from './load-limit-states';

function toChange(body: PatchLimitBody): LimitChange {
  if (body.cancelPendingLimit) return { kind: 'cancelPending', period: body.duration };
  if (body.deleteLimit) return { kind: 'delete', period: body.duration };
  return { kind: 'set', period: body.duration, limit: BigInt(body.limit as number) };
}

/**
 * PATCH /player/deposit-limits and /player/spend-limits: one change to one period under the rules in
 * lib/limits/policy.ts. The player row is locked (no key update, so ledger writes are not blocked) so two
 * changes of the same player's limits are decided one after the other.
 */
export async function updatePlayerLimit(db: Database, playerId: number, limitType: LimitType, body: PatchLimitBody): Promise<PatchLimitAnswer> {
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ currency: players.currencyCode }).from(players).where(eq(players.playerId, playerId)).for('no key update');
    if (!player) throw new ApiError('error.player.not.found');
    const now = new Date();
    const stored = await loadLimitStates(tx, playerId, limitType, { forUpdate: true });
    const change = toChange(body);
    const decision = decideLimitChange(stored, change, limitBounds(player.currency), now);
    if (!decision.ok) throw new ApiError(decision.code, undefined, {}, { additionalInfo: { duration: change.period, limitType } });
    if (decision.outcome !== 'unchanged') {
      const { state } = decision;
      const values = {
        value: state.value,
        pendingValue: state.pendingValue,
        pendingDate: state.pendingDate,
        startedAt: state.startedAt,
        updatedAt: state.updatedAt ?? now,
      };
      await tx
        .insert(playerLimits)
        .values({ playerId, limitType, period: change.period, locked: false, ...values })
        .onConflictDoUpdate({ target: [playerLimits.playerId, playerLimits.limitType, playerLimits.period], set: values });
    }
    const limits = await toPlayerLimits(tx, playerId, player.currency, limitType, { ...stored, [change.period]: decision.state }, now);
    return { ...limits, notification: decision.outcome === 'unchanged' ? null : decision.outcome };
  });
}
