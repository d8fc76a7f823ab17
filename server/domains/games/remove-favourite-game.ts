import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FavouriteGameBody } from '@/lib/games/schemas';
import type { Database } from '@/server/db/database';
import { favouriteGames } from '@/server/db/schema';

/**
 * Removes one of the player's favourites (DELETE /player/games/lobby); removing a game that is not a
 * favourite changes nothing. No catalogue check: a game that left the catalogue can still be removed.
 */
export async function removeFavouriteGame(db: Database, playerId: number, input: FavouriteGameBody): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.lobbyPageType, input.lobbyPageType), eq(favouriteGames.gameId, input.gameId)));
}
