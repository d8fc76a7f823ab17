import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { FavouriteGame } from '@/lib/games/my-games';
import type { ListMyGamesQuery } from '@/lib/games/schemas';
import type { Database } from '@/server/db/database';
import { favouriteGames } from '@/server/db/schema';
import { withCatalogueGames } from './with-catalogue-games';

/** The player's favourites of one lobby, newest first (`limit`, default 30), or just `gameId` when given. */
export async function listFavouriteGames(db: Database, playerId: number, query: ListMyGamesQuery, market: string | null | undefined): Promise<FavouriteGame[]> {
  const rows = await db
    .select({ gameId: favouriteGames.gameId, lobbyPageType: favouriteGames.lobbyPageType, createdAt: favouriteGames.createdAt })
    .from(favouriteGames)
    .where(
      and(
        eq(favouriteGames.playerId, playerId),
        eq(favouriteGames.lobbyPageType, query.category),
        query.gameId === undefined ? undefined : eq(favouriteGames.gameId, query.gameId),
      ),
    )
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
    .limit(query.limit);
  return withCatalogueGames(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    market,
  );
}
