import 'server-only';
import { LOBBY_PAGE_TYPES, type LobbyPageType } from '@/lib/games/lobby-page-type';
import type { MyGames } from '@/lib/games/my-games';
import type { Database } from '@/server/db/database';
import { listFavouriteGames } from './list-favourite-games';
import { listRecentGames } from './list-recent-games';

/** GET /player/games: favourites and recent games of one lobby (or both, casino first), `limit` per list and lobby. */
export async function getMyGames(
  db: Database,
  playerId: number,
  input: { category?: LobbyPageType; limit: number },
  market: string | null | undefined,
): Promise<MyGames> {
  const lobbies = input.category ? [input.category] : LOBBY_PAGE_TYPES;
  const parts = await Promise.all(
    lobbies.map(async (category) => {
      const query = { category, limit: input.limit };
      const [favourites, recent] = await Promise.all([listFavouriteGames(db, playerId, query, market), listRecentGames(db, playerId, query, market)]);
      return { favourites, recent };
    }),
  );
  return { favourites: parts.flatMap((part) => part.favourites), recent: parts.flatMap((part) => part.recent) };
}
