import 'server-only';
import { elapsedMinutes, minutesRemaining } from '@/lib/reality-check/policy';
import type { MinutesRemaining } from '@/lib/reality-check/schemas';
import type { Database } from '@/server/db/database';
import type { SessionPlayer } from '@/server/identity/session-player';
import { loadActivityTimer } from './load-activity-timer';
import { settingsAnswer } from './settings-answer';

/** GET /player/activity-timer/minutes_remaining (identity-and-account §4): counted here, never by the browser's clock. */
export async function getMinutesRemaining(db: Database, player: SessionPlayer, now = new Date()): Promise<MinutesRemaining> {
  const { settings, startedAt } = await loadActivityTimer(db, player, now);
  return {
    ...settingsAnswer(settings),
    minutesRemaining: minutesRemaining(settings, startedAt, now),
    startedAt: startedAt.toISOString(),
    elapsedMinutes: elapsedMinutes(startedAt, now),
  };
}
