import { z } from 'zod';
import { gameSchema } from '@/lib/content/game-schema';
import { lobbyPageTypeSchema } from './schemas';

// Answers of the my-games endpoints (games-wallet-bonuses §7 "Favourites and recent games"; contracts in
// lib/games/contracts/my-games.ts). Times are ISO strings.

/** A favourite as POST /player/games/lobby answers it. */
export const favouriteGameSchema = z.object({ gameId: z.string(), lobbyPageType: lobbyPageTypeSchema, createdAt: z.string() });
/** A recent game as POST /player/games/recent answers it. */
export const recordedRecentGameSchema = z.object({ gameId: z.string(), lobbyPageType: lobbyPageTypeSchema, playedAt: z.string() });

/** A favourite or a recent game with the game's tile data from the catalogue (rows of unpublished games are left out). */
export const favouriteGameEntrySchema = favouriteGameSchema.extend({ game: gameSchema });
export const recentGameEntrySchema = recordedRecentGameSchema.extend({ game: gameSchema });

export const favouriteGamesSchema = z.object({ data: z.array(favouriteGameEntrySchema) });
export const recentGamesSchema = z.object({ data: z.array(recentGameEntrySchema) });

/** GET /player/games: the lobby's "my games" (favourites and recent games), newest first. */
export const myGamesSchema = z.object({ favourites: z.array(favouriteGameEntrySchema), recent: z.array(recentGameEntrySchema) });

export type FavouriteGameAnswer = z.output<typeof favouriteGameSchema>;
export type FavouriteGame = z.output<typeof favouriteGameEntrySchema>;
export type RecentGame = z.output<typeof recentGameEntrySchema>;
export type RecordedRecentGame = z.output<typeof recordedRecentGameSchema>;
export type MyGames = z.output<typeof myGamesSchema>;
