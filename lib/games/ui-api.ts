import { browserPlatformClient } from '@/lib/api/client';
import { addFavouriteGame, listFavouriteGames, listRecentGames, removeFavouriteGame } from './contracts/my-games';
import { MAX_MY_GAMES_LIMIT, type LobbyPageType } from './lobby-page-type';
import type { FavouriteGame, RecentGame } from './my-games';
import type { FavouriteGameBody } from './schemas';

/** A favourite as the page holds it: an optimistic one has no tile data until the list is fetched again. */
export type FavouriteEntry = Omit<FavouriteGame, 'game'> & { game: FavouriteGame['game'] | null };
export type RecentEntry = RecentGame;

/**
 * Browser calls to the my-games endpoints through the one client (lib/api/client.ts) and their contracts
 * (lib/games/contracts/my-games.ts); the session travels in the httpOnly cookie. Refusals are PlatformApiError.
 */
export const myGamesApi = {
  /** Every favourite of the lobby (a player keeps at most 100), so each heart on the page knows its state. */
  favourites: async (lobbyPageType: LobbyPageType): Promise<FavouriteEntry[]> =>
    (await browserPlatformClient().request(listFavouriteGames, { query: { category: lobbyPageType, limit: String(MAX_MY_GAMES_LIMIT) } })).data,
  recent: async (lobbyPageType: LobbyPageType): Promise<RecentEntry[]> =>
    (await browserPlatformClient().request(listRecentGames, { query: { category: lobbyPageType } })).data,
  addFavourite: async (body: FavouriteGameBody) => {
    await browserPlatformClient().request(addFavouriteGame, { body });
  },
  removeFavourite: async (body: FavouriteGameBody) => {
    await browserPlatformClient().request(removeFavouriteGame, { body });
  },
};
