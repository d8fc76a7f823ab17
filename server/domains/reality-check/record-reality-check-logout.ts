import 'server-only';
import type { Database } from '@/server/db/database';
import { appendActivityLog } from '@/server/domains/account-activity';

/** POST /player/activity_check/logout: the player chose to stop at the reality check; the route then ends the session. */
export async function recordRealityCheckLogout(db: Database, playerId: number, now = new Date()): Promise<void> {
  await appendActivityLog(db, playerId, 'REALITY_CHECK_LOGOUT', 'Reality check acknowledged: signed out', now);
}
