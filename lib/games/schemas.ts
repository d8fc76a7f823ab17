import { z } from 'zod';
import { gameSchema } from '@/lib/content/game-schema';
import { DEFAULT_MY_GAMES_LIMIT, LOBBY_PAGE_TYPES, MAX_MY_GAMES_LIMIT } from './lobby-page-type';

/** A content id of a casino or live casino game (`casino-dune-bloom`, `live-boardwalk-bingo`). */
export const GAME_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
export const gameIdSchema = z.string().regex(GAME_ID_PATTERN, 'gameId must be a game id');

export const lobbyPageTypeSchema = z.enum(LOBBY_PAGE_TYPES);

const limitSchema = z
  .string()
  .regex(/^\d{1,3}$/, { error: 'limit must be a whole number', abort: true })
  .transform(Number)
  .pipe(z.int().min(1).max(MAX_MY_GAMES_LIMIT))
  .default(DEFAULT_MY_GAMES_LIMIT);

/** GET …/favourites and …/recent: `category` (a lobby page type) and `limit` (default 30), or `category` and `gameId`. */
export const listMyGamesQuerySchema = z.strictObject({
  category: lobbyPageTypeSchema,
  limit: limitSchema,
  gameId: gameIdSchema.optional(),
});

export type ListMyGamesQuery = z.output<typeof listMyGamesQuerySchema>;

/** GET /player/games: both lists of every lobby, or of one `category`. */
export const myGamesQuerySchema = z.strictObject({
  category: lobbyPageTypeSchema.optional(),
  limit: limitSchema,
});

/** POST …/recent?category=&gameId= (the spec's "POST with query category and gameId"). */
export const recordRecentGameQuerySchema = z.strictObject({ category: lobbyPageTypeSchema, gameId: gameIdSchema });

/** POST and DELETE of the lobby endpoint (favourite add / remove). */
export const favouriteGameBodySchema = z.strictObject({ gameId: gameIdSchema, lobbyPageType: lobbyPageTypeSchema });

export type FavouriteGameBody = z.output<typeof favouriteGameBodySchema>;

/** GET /player/wallet/lastPlayedGames[?limit=] (default 30). */
export const lastPlayedGamesQuerySchema = z.strictObject({ limit: limitSchema });

/** One entry of the lastPlayedGames answer: the game, its lobby, when the latest real-money bet on it was accepted. */
export const lastPlayedGameSchema = z.object({
  gameId: z.string(),
  lobbyPageType: lobbyPageTypeSchema,
  lastPlayedAt: z.iso.datetime({ offset: true }),
  game: gameSchema,
});
export type LastPlayedGame = z.output<typeof lastPlayedGameSchema>;

/** GET /player/wallet/lastPlayedGames: most recent first. */
export const lastPlayedGamesAnswerSchema = z.object({ data: z.array(lastPlayedGameSchema) });
