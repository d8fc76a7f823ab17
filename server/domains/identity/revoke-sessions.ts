import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players, playerSessions } from '@/server/db/schema';

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

/**
 * Signs a player out on every device: every platform session row, and every identity-provider token issued until now
 * (players.provider_tokens_revoked_at, read by verify-provider-session). `keepPlayerAccessId` keeps the session that
 * asked for it (a password change keeps the device it was made on); time-out and self-exclusion keep none. Answers how
 * many platform sessions it ended.
 */
export async function signOutEverywhere(
  db: Database,
  playerId: number,
  reason: string,
  options: { readonly keepPlayerAccessId?: string; readonly now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  await db.update(players).set({ providerTokensRevokedAt: now, updatedAt: now }).where(eq(players.playerId, playerId));
  const conditions = [eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)];
  if (options.keepPlayerAccessId) conditions.push(ne(playerSessions.playerAccessId, options.keepPlayerAccessId));
  const ended = await db
    .update(playerSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions))
    .returning({ playerAccessId: playerSessions.playerAccessId });
  return ended.length;
}
