import { z } from 'zod';
import { toPlatformApiError } from '@/lib/api/error-body';
import type { Game } from '@/lib/content/types/games';
import { LOBBY_PAGE_TYPES, MAX_MY_GAMES_LIMIT, type LobbyPageType } from './lobby-page-type';

const BASE = '/api/v1/player/games';

// The catalogue game is the platform's own tile shape (lib/content/types); only its presence is checked here.
const gameSchema = z.custom<Game>((value) => typeof value === 'object' && value !== null && 'id' in value && 'slug' in value);
const entry = { gameId: z.string(), lobbyPageType: z.enum(LOBBY_PAGE_TYPES), game: gameSchema };
const favouritesSchema = z.object({ data: z.array(z.object({ ...entry, createdAt: z.string() })) });
const recentSchema = z.object({ data: z.array(z.object({ ...entry, playedAt: z.string() })) });

export type FavouriteEntry = Omit<z.output<typeof favouritesSchema>['data'][number], 'game'> & { game: Game | null };
export type RecentEntry = z.output<typeof recentSchema>['data'][number];

async function send(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw await toPlatformApiError(response);
  return response;
}

/** Browser calls to the my-games endpoints on the site's own origin; the session travels in the httpOnly cookie. */
export const myGamesApi = {
  /** Every favourite of the lobby (a player keeps at most 100), so each heart on the page knows its state. */
  favourites: async (lobbyPageType: LobbyPageType): Promise<FavouriteEntry[]> =>
    favouritesSchema.parse(await (await send(`/favourites?category=${lobbyPageType}&limit=${MAX_MY_GAMES_LIMIT}`)).json()).data,
  recent: async (lobbyPageType: LobbyPageType): Promise<RecentEntry[]> => recentSchema.parse(await (await send(`/recent?category=${lobbyPageType}`)).json()).data,
  addFavourite: async (body: { gameId: string; lobbyPageType: LobbyPageType }) => {
    await send('/lobby', { method: 'POST', body });
  },
  removeFavourite: async (body: { gameId: string; lobbyPageType: LobbyPageType }) => {
    await send('/lobby', { method: 'DELETE', body });
  },
};
