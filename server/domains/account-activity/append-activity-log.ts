import 'server-only';
import type { ActivityLogEvent } from '@/lib/reality-check/enums';
import type { Database } from '@/server/db/database';
import { playerActivityLog } from '@/server/db/schema';

/** One entry in the player's append-only account activity log (identity-and-account §3 latestActivityLog). */
export async function appendActivityLog(db: Database, playerId: number, event: ActivityLogEvent, note: string, now = new Date()): Promise<void> {
  await db.insert(playerActivityLog).values({ playerId, event, note, createdAt: now });
}
