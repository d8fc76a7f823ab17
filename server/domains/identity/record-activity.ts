import 'server-only';
import { eq } from 'drizzle-orm';
import type { ActivityCheck } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';

/** Spec identity-and-account §9: the session-activity timer base is 1800 seconds; idle that long, the player is signed out. */
export const IDLE_TIMEOUT_SECONDS = 1800;

/**
 * The idle timer saw the player active: record it and answer the new idle deadline. The limit is the spec's
 * 1800 s unless the server is configured shorter (IDLE_TIMEOUT_SECONDS, never longer).
 */
export async function recordActivity(db: Database, playerId: number, now = new Date(), idleTimeoutSeconds = IDLE_TIMEOUT_SECONDS): Promise<ActivityCheck> {
  await db.update(players).set({ lastActivityDate: now }).where(eq(players.playerId, playerId));
  return {
    lastActivityDate: now.toISOString(),
    idleTimeoutSeconds,
    idleDeadline: new Date(now.getTime() + idleTimeoutSeconds * 1000).toISOString(),
  };
}
