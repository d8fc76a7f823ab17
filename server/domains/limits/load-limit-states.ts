import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerLimits } from '@/server/db/schema';
import type { LimitType } from '@/lib/limits/enums';
import { NO_LIMIT, type LimitStates } from '@/lib/limits/policy';

/**
 * A player's stored limits of one type, as pure states (a period without a row has no limit). `forUpdate`
 * locks the rows, so concurrent bets or limit changes of the same player queue behind each other.
 */
export async function loadLimitStates(db: Database, playerId: number, limitType: LimitType, options: { forUpdate?: boolean } = {}): Promise<LimitStates> {
  const query = db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), eq(playerLimits.limitType, limitType)));
  const rows = options.forUpdate ? await query.for('update') : await query;
  const states: LimitStates = { D: NO_LIMIT, W: NO_LIMIT, M: NO_LIMIT };
  for (const row of rows) {
    states[row.period] = {
      value: row.value,
      pendingValue: row.pendingValue,
      pendingDate: row.pendingDate,
      locked: row.locked,
      startedAt: row.startedAt,
      updatedAt: row.updatedAt,
    };
  }
  return states;
}
