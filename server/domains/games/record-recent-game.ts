import 'server-only';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { RECENT_GAMES_KEPT, type LobbyPageType } from '@/lib/games/lobby-page-type';
import type { RecordedRecentGame } from '@/lib/games/my-games';
import type { Database } from '@/server/db/database';
import { recentGames } from '@/server/db/schema';
import { findCatalogueGame } from './find-catalogue-game';

export interface RecordRecentGameInput {
  playerId: number;
  /** The game's content id. */
  gameId: string;
  lobbyPageType: LobbyPageType;
}

/**
 * Marks a game as just played by the player (spec games-wallet-bonuses §3 "recent games"): one row per (player, lobby, game) whose
 * time moves forward, and only the newest 30 per lobby are kept. Called by the real-money launch and by
 * POST /player/games/recent. A gameId that is not a published game of that lobby is a 400 field error.
 */
export async function recordRecentGame(db: Database, input: RecordRecentGameInput): Promise<RecordedRecentGame> {
  await findCatalogueGame({ ...input, objectName: 'recentGame' });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recentGames)
      .values({ playerId: input.playerId, gameId: input.gameId, lobbyPageType: input.lobbyPageType })
      .onConflictDoUpdate({ target: [recentGames.playerId, recentGames.lobbyPageType, recentGames.gameId], set: { playedAt: sql`now()` } })
      .returning({ gameId: recentGames.gameId, lobbyPageType: recentGames.lobbyPageType, playedAt: recentGames.playedAt });
    const mine = and(eq(recentGames.playerId, input.playerId), eq(recentGames.lobbyPageType, input.lobbyPageType));
    const kept = tx
      .select({ gameId: recentGames.gameId })
      .from(recentGames)
      .where(mine)
      .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
      .limit(RECENT_GAMES_KEPT);
    await tx.delete(recentGames).where(and(mine, notInArray(recentGames.gameId, kept)));
    return { gameId: row.gameId, lobbyPageType: row.lobbyPageType, playedAt: row.playedAt.toISOString() };
  });
}
