import type { LobbyPageType } from './lobby-page-type';

/**
 * React Query keys of "my games". The favourites list of a lobby is shared by every heart on the page and by
 * the my-games row, so a toggle updates all of them at once.
 */
export const MY_GAMES_QUERY_KEYS = {
  all: ['my-games'] as const,
  favourites: (lobbyPageType: LobbyPageType) => ['my-games', 'favourites', lobbyPageType] as const,
  recent: (lobbyPageType: LobbyPageType) => ['my-games', 'recent', lobbyPageType] as const,
  liveTables: ['my-games', 'live-tables'] as const,
};
