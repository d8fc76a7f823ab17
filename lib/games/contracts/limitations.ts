import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { GAME_LIMITATION } from '@/lib/games/game-limitation';
import { GAME_ID_PATTERN } from '@/lib/games/schemas';

export const gameLimitationsParamsSchema = z.object({ game: z.string().regex(GAME_ID_PATTERN, 'game must be a game id') });

/** games-wallet-bonuses §3 "Limitation flags": 0 none, 1 excluded game, 2 wagering requirements available. */
export const gameLimitationsSchema = z.object({
  gameId: z.string(),
  statusCode: z.literal(Object.values(GAME_LIMITATION)),
});
export type GameLimitations = z.output<typeof gameLimitationsSchema>;

export const getGameLimitations = defineContract({
  operationId: 'games.getGameLimitations',
  method: 'GET',
  path: '/v2/games/{game}/limitations',
  summary: "A game's bonus limitation flag",
  description:
    'games-wallet-bonuses §3 "Limitation flags", §7 v2 "GET /games/{game}/limitations": whether playing the game wagers the bonus the signed-in player holds (2), does not count towards it (1), or there is nothing to say (0). An unknown game is 404.',
  tags: ['Games'],
  auth: 'required',
  rateLimit: { key: 'game-limitations', limit: 120, windowMs: 60_000 },
  objectName: 'gameLimitations',
  params: gameLimitationsParamsSchema,
  responses: { 200: gameLimitationsSchema },
  errors: ['error.not_found'],
});
