import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { LatestActivityLog } from '@/lib/account-activity/schemas';
import type { Database } from '@/server/db/database';
import { playerActivityLog } from '@/server/db/schema';

/** GET /player/latest-activity-log: the player's newest log entry, or nulls. */
export async function getLatestActivityLog(db: Database, playerId: number): Promise<LatestActivityLog> {
  const [row] = await db
    .select({ note: playerActivityLog.note, event: playerActivityLog.event, createdAt: playerActivityLog.createdAt })
    .from(playerActivityLog)
    .where(eq(playerActivityLog.playerId, playerId))
    .orderBy(desc(playerActivityLog.id))
    .limit(1);
  return { note: row?.note ?? null, event: row?.event ?? null, createdAt: row?.createdAt.toISOString() ?? null };
}
