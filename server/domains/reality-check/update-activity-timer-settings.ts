import 'server-only';
import type { PatchActivityTimerSettingsBody, ActivityTimerSettings } from '@/lib/reality-check/schemas';
import type { Database } from '@/server/db/database';
import { playerActivityTimers } from '@/server/db/schema';
import { appendActivityLog } from '@/server/domains/account-activity';
import { settingsAnswer } from './settings-answer';

/**
 * PATCH /player/activity-timer/settings: one upsert, so parallel changes leave the last one standing and never a
 * partial row. The running timer keeps its start (docs/decisions.md "Reality check and activity timer").
 */
export async function updateActivityTimerSettings(
  db: Database,
  playerId: number,
  body: PatchActivityTimerSettingsBody,
  now = new Date(),
): Promise<ActivityTimerSettings> {
  return db.transaction(async (tx) => {
    await tx
      .insert(playerActivityTimers)
      .values({ playerId, settings: body.settings, updatedAt: now })
      .onConflictDoUpdate({ target: playerActivityTimers.playerId, set: { settings: body.settings, updatedAt: now } });
    await appendActivityLog(tx, playerId, 'REALITY_CHECK_SETTINGS_CHANGED', `Reality check set to ${body.settings}`, now);
    return settingsAnswer(body.settings);
  });
}
