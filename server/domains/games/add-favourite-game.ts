import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { MAX_MY_GAMES_LIMIT } from '@/lib/games/lobby-page-type';
import type { FavouriteGameAnswer } from '@/lib/games/my-games';
import type { FavouriteGameBody } from '@/lib/games/schemas';
import type { Database } from '@/server/db/database';
import { favouriteGames, players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findCatalogueGame } from './find-catalogue-game';

export interface AddedFavouriteGame extends FavouriteGameAnswer {
  /** False when the game already was a favourite (the call is idempotent). */
  created: boolean;
}

/**
 * Adds a favourite (POST /player/games/lobby). Adding one twice keeps the first; a player keeps at most 100
 * per lobby (409 error.favourites.limit_reached), checked under a lock on the player row so two concurrent
 * adds cannot both pass the count.
 */
export async function addFavouriteGame(db: Database, playerId: number, input: FavouriteGameBody): Promise<AddedFavouriteGame> {
  await findCatalogueGame({ ...input, objectName: 'favouriteGame' });
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ playerId: players.playerId }).from(players).where(eq(players.playerId, playerId)).for('no key update');
    if (!player) throw new ApiError('error.player.not.found');
    const key = and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.lobbyPageType, input.lobbyPageType), eq(favouriteGames.gameId, input.gameId));
    const [existing] = await tx.select({ createdAt: favouriteGames.createdAt }).from(favouriteGames).where(key);
    if (existing) return { ...input, createdAt: existing.createdAt.toISOString(), created: false };
    const [{ n }] = await tx
      .select({ n: count() })
      .from(favouriteGames)
      .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.lobbyPageType, input.lobbyPageType)));
    if (n >= MAX_MY_GAMES_LIMIT) throw new ApiError('error.favourites.limit_reached');
    const [row] = await tx
      .insert(favouriteGames)
      .values({ playerId, gameId: input.gameId, lobbyPageType: input.lobbyPageType })
      .returning({ createdAt: favouriteGames.createdAt });
    return { ...input, createdAt: row.createdAt.toISOString(), created: true };
  });
}
