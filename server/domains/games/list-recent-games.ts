import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { RecentGame } from '@/lib/games/my-games';
import type { ListMyGamesQuery } from '@/lib/games/schemas';
import type { Database } from '@/server/db/database';
import { recentGames } from '@/server/db/schema';
import { withCatalogueGames } from './with-catalogue-games';

/** The games the player opened most recently in one lobby, newest first (`limit`, default 30), or just `gameId`. */
export async function listRecentGames(db: Database, playerId: number, query: ListMyGamesQuery, market: string | null | undefined): Promise<RecentGame[]> {
  const rows = await db
    .select({ gameId: recentGames.gameId, lobbyPageType: recentGames.lobbyPageType, playedAt: recentGames.playedAt })
    .from(recentGames)
    .where(
      and(
        eq(recentGames.playerId, playerId),
        eq(recentGames.lobbyPageType, query.category),
        query.gameId === undefined ? undefined : eq(recentGames.gameId, query.gameId),
      ),
    )
    .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
    .limit(query.limit);
  return withCatalogueGames(
    rows.map((row) => ({ ...row, playedAt: row.playedAt.toISOString() })),
    market,
  );
}
