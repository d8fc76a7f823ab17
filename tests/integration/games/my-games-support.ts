import { GET as myGamesRoute } from '@/app/api/v1/player/games/route';
import { GET as favouritesRoute } from '@/app/api/v1/player/games/favourites/route';
import { GET as recentRoute, POST as recordRecentRoute } from '@/app/api/v1/player/games/recent/route';
import { DELETE as removeFavouriteRoute, POST as addFavouriteRoute } from '@/app/api/v1/player/games/lobby/route';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor } from '../support/players';

const BASE = '/v1/player/games';

export type Answer = { status: number; body: Record<string, unknown> };

/** Calls the my-games routes as a given player (or anonymously with playerId null). */
export function myGamesClient(playerId: number | null) {
  let token: string | undefined;
  const headers = async (): Promise<Record<string, string>> => {
    if (playerId === null) return {};
    token ??= await identityTokenFor(playerId);
    return { authorization: `Bearer ${token}` };
  };
  const call = async (handler: (request: Request) => Promise<Response>, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> => {
    const response = await handler(apiRequest(`${BASE}${path}`, { ...init, headers: await headers() }));
    return { status: response.status, body: response.status === 204 ? {} : await readJson<Record<string, unknown>>(response) };
  };
  return {
    myGames: (query = '') => call(myGamesRoute, query),
    favourites: (query: string) => call(favouritesRoute, `/favourites${query}`),
    recent: (query: string) => call(recentRoute, `/recent${query}`),
    recordRecent: (query: string) => call(recordRecentRoute, `/recent${query}`, { method: 'POST' }),
    addFavourite: (body: unknown) => call(addFavouriteRoute, '/lobby', { method: 'POST', body }),
    removeFavourite: (body: unknown) => call(removeFavouriteRoute, '/lobby', { method: 'DELETE', body }),
  };
}

/** The game ids of a `{ data: [...] }` answer, in order. */
export const idsOf = (answer: Answer) => (answer.body.data as { gameId: string }[]).map((entry) => entry.gameId);
