import 'server-only';
import type { MinutesRemaining } from '@/lib/reality-check/schemas';
import type { Database } from '@/server/db/database';
import { playerActivityTimers } from '@/server/db/schema';
import { appendActivityLog } from '@/server/domains/account-activity';
import type { SessionPlayer } from '@/server/identity/session-player';
import { getMinutesRemaining } from './get-minutes-remaining';

/**
 * PATCH /player/activity-timer/reset_timer (identity-and-account §4 "reset (by link, logout or continue)"): the
 * timer and the summary's window start again now, for every session of the player.
 */
export async function resetActivityTimer(db: Database, player: SessionPlayer, now = new Date()): Promise<MinutesRemaining> {
  await db.transaction(async (tx) => {
    await tx
      .insert(playerActivityTimers)
      .values({ playerId: player.playerId, resetAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: playerActivityTimers.playerId, set: { resetAt: now, updatedAt: now } });
    await appendActivityLog(tx, player.playerId, 'REALITY_CHECK_CONTINUED', 'Reality check acknowledged: continued playing', now);
  });
  return getMinutesRemaining(db, player, now);
}
