import { defineContract } from '@/lib/api/contract';
import { favouriteGameSchema, favouriteGamesSchema, myGamesSchema, recentGamesSchema, recordedRecentGameSchema } from '@/lib/games/my-games';
import { favouriteGameBodySchema, listMyGamesQuerySchema, myGamesQuerySchema, recordRecentGameQuerySchema } from '@/lib/games/schemas';

// games-wallet-bonuses §7 "Favourites and recent games" (games-wallet-bonuses §9: default limit 30): the signed-in player's own lists,
// each entry with the game's tile data in the player's market.

const TAGS = ['My games'];
const READ_RATE_LIMIT = { key: 'my-games', limit: 120, windowMs: 60_000 };
const WRITE_RATE_LIMIT = { key: 'my-games-write', limit: 60, windowMs: 60_000 };

export const getMyGames = defineContract({
  operationId: 'games.getMyGames',
  method: 'GET',
  path: '/v1/player/games',
  summary: "The lobby's my games",
  description:
    'games-wallet-bonuses §7 "GET /player/games": the favourites and recent games of one lobby (`category`) or of every lobby, `limit` per list and lobby, newest first.',
  tags: TAGS,
  auth: 'required',
  rateLimit: READ_RATE_LIMIT,
  objectName: 'myGames',
  query: myGamesQuerySchema,
  responses: { 200: myGamesSchema },
  errors: [],
});

export const listFavouriteGames = defineContract({
  operationId: 'games.listFavouriteGames',
  method: 'GET',
  path: '/v1/player/games/favourites',
  summary: 'Favourite games of a lobby',
  description: 'games-wallet-bonuses §7: query `category` and `limit` (default 30), or `category` and `gameId`; newest first.',
  tags: TAGS,
  auth: 'required',
  rateLimit: READ_RATE_LIMIT,
  objectName: 'favouriteGames',
  query: listMyGamesQuerySchema,
  responses: { 200: favouriteGamesSchema },
  errors: [],
});

export const listRecentGames = defineContract({
  operationId: 'games.listRecentGames',
  method: 'GET',
  path: '/v1/player/games/recent',
  summary: 'Recently played games of a lobby',
  description: 'games-wallet-bonuses §7: query `category` and `limit` (default 30), or `category` and `gameId`; newest first.',
  tags: TAGS,
  auth: 'required',
  rateLimit: READ_RATE_LIMIT,
  objectName: 'recentGames',
  query: listMyGamesQuerySchema,
  responses: { 200: recentGamesSchema },
  errors: [],
});

export const recordRecentGame = defineContract({
  operationId: 'games.recordRecentGame',
  method: 'POST',
  path: '/v1/player/games/recent',
  summary: 'Mark a game as just played',
  description:
    'games-wallet-bonuses §7 "POST with query category and gameId": one entry per game and lobby whose time moves forward; the newest 30 per lobby are kept. A gameId that is not a published game of that lobby is a 400 field error.',
  tags: TAGS,
  auth: 'required',
  rateLimit: WRITE_RATE_LIMIT,
  objectName: 'recentGame',
  query: recordRecentGameQuerySchema,
  responses: { 200: recordedRecentGameSchema },
  errors: [],
});

export const addFavouriteGame = defineContract({
  operationId: 'games.addFavouriteGame',
  method: 'POST',
  path: '/v1/player/games/lobby',
  summary: 'Add a favourite game',
  description:
    'games-wallet-bonuses §7 "POST and DELETE to the lobby endpoint with body gameId, lobbyPageType": 201 when new, 200 with the same answer when it already was a favourite. A player keeps at most 100 per lobby.',
  tags: TAGS,
  auth: 'required',
  rateLimit: WRITE_RATE_LIMIT,
  objectName: 'favouriteGame',
  body: favouriteGameBodySchema,
  responses: { 200: favouriteGameSchema, 201: favouriteGameSchema },
  errors: ['error.favourites.limit_reached', 'error.player.not.found'],
});

export const removeFavouriteGame = defineContract({
  operationId: 'games.removeFavouriteGame',
  method: 'DELETE',
  path: '/v1/player/games/lobby',
  summary: 'Remove a favourite game',
  description: 'games-wallet-bonuses §7: 204 whether or not the game was a favourite (a game that left the catalogue can still be removed).',
  tags: TAGS,
  auth: 'required',
  rateLimit: WRITE_RATE_LIMIT,
  objectName: 'favouriteGame',
  body: favouriteGameBodySchema,
  responses: { 204: null },
  errors: [],
});
