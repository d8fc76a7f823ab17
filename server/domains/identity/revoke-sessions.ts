import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerSessions } from '@/server/db/schema';

/** Ends one session (sign-out). Idempotent: an already revoked session keeps its first reason. */
export async function revokeSession(db: Database, playerAccessId: string, reason: string): Promise<void> {
  await db
    .update(playerSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(playerSessions.playerAccessId, playerAccessId), isNull(playerSessions.revokedAt)));
}

/** Ends every open session of a player (password reset, account closure). */
export async function revokeAllSessions(db: Database, playerId: number, reason: string): Promise<void> {
  await db
    .update(playerSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)));
}
