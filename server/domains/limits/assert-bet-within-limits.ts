import 'server-only';
import type { Database } from '@/server/db/database';
import { exceededLimit, limitLeft } from '@/lib/limits/headroom';
import { ApiError } from '@/server/http/errors';
import { activeLimitUsages } from './limit-usage';
import { loadLimitStates } from './load-limit-states';

/**
 * Throws ApiError('error.spend.limit.reached') when the bet would take the player's net loss in any active
 * spend-limit period (D, W, M) above the limit. Call inside the bet's transaction: the player's spend-limit rows
 * are locked, so two concurrent bets cannot both fit into the same headroom.
 */
export async function assertBetWithinLimits(db: Database, input: { playerId: number; currency: string; amount: bigint }): Promise<void> {
  const states = await loadLimitStates(db, input.playerId, 'loss', { forUpdate: true });
  const now = new Date();
  const usages = await activeLimitUsages(db, input.playerId, 'loss', states, now);
  const broken = exceededLimit(usages, input.amount);
  if (!broken) return;
  throw new ApiError(
    'error.spend.limit.reached',
    undefined,
    {},
    {
      additionalInfo: {
        limitType: broken.period,
        limitLeft: Number(limitLeft(broken)),
        resetOn: broken.window.resetAt.toISOString(),
        currency: input.currency,
      },
    },
  );
}
