import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_REALITY_CHECK_SETTING } from '@/lib/reality-check/enums';
import type { ActivityTimerSettings } from '@/lib/reality-check/schemas';
import type { Database } from '@/server/db/database';
import { playerActivityTimers } from '@/server/db/schema';
import { settingsAnswer } from './settings-answer';

/** GET /player/activity-timer/settings: the player's choice, TWO_HOURS until they make one (identity-and-account §3). */
export async function getActivityTimerSettings(db: Database, playerId: number): Promise<ActivityTimerSettings> {
  const [row] = await db
    .select({ settings: playerActivityTimers.settings })
    .from(playerActivityTimers)
    .where(eq(playerActivityTimers.playerId, playerId))
    .limit(1);
  return settingsAnswer(row?.settings ?? DEFAULT_REALITY_CHECK_SETTING);
}
