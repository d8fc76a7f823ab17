import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_REALITY_CHECK_SETTING, type RealityCheckSetting } from '@/lib/reality-check/enums';
import { timerStart } from '@/lib/reality-check/policy';
import type { Database } from '@/server/db/database';
import { playerActivityTimers, playerSessions } from '@/server/db/schema';
import type { SessionPlayer } from '@/server/identity/session-player';

export interface ActivityTimerState {
  settings: RealityCheckSetting;
  /** The later of the session's start and the last reset. */
  startedAt: Date;
}

/**
 * The player's setting and where the caller's timer started. A session the platform did not mint (an external
 * provider's token has no player_access_id) starts at the first look: the row's reset_at is set once, atomically.
 */
export async function loadActivityTimer(db: Database, player: SessionPlayer, now: Date): Promise<ActivityTimerState> {
  const [timer] = await db.select().from(playerActivityTimers).where(eq(playerActivityTimers.playerId, player.playerId)).limit(1);
  const [session] = player.playerAccessId
    ? await db.select({ createdAt: playerSessions.createdAt }).from(playerSessions).where(eq(playerSessions.playerAccessId, player.playerAccessId)).limit(1)
    : [];
  const settings = timer?.settings ?? DEFAULT_REALITY_CHECK_SETTING;
  const startedAt = timerStart(session?.createdAt ?? null, timer?.resetAt ?? null);
  if (startedAt) return { settings, startedAt };
  const [row] = await db
    .insert(playerActivityTimers)
    .values({ playerId: player.playerId, resetAt: now })
    .onConflictDoUpdate({ target: playerActivityTimers.playerId, set: { resetAt: sql`coalesce(${playerActivityTimers.resetAt}, excluded.reset_at)` } })
    .returning({ settings: playerActivityTimers.settings, resetAt: playerActivityTimers.resetAt });
  return { settings: row?.settings ?? settings, startedAt: row?.resetAt ?? now };
}
