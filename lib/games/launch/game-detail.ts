import { z } from 'zod';

/** Spec games-wallet-bonuses §3 "Game detail response": the game the launch is for, as the platform's game-detail call answers. */
export const launchGameDetailSchema = z.object({
  _type: z.enum(['casinoGames', 'liveCasinoGames']),
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  provider: z.object({ id: z.string(), title: z.string() }),
  providerGameId: z.string(),
  tableId: z.string().nullable(),
  gameType: z.string(),
});
export type LaunchGameDetail = z.infer<typeof launchGameDetailSchema>;

export const gameDetailAnswerSchema = z.object({
  data: z.object({
    gameDetail: launchGameDetailSchema.nullable(),
    /** The caller's address as the platform sees it; the site passes it on in the launch call's IP field. */
    ipAddress: z.string().nullable(),
  }),
});
export type GameDetailAnswer = z.infer<typeof gameDetailAnswerSchema>;

export const NO_GAME_DATA = 'No game data returned';
export const UNKNOWN_ERROR = 'Unknown error';

/** Spec games-wallet-bonuses §8 "Game detail failure": the response's message, else the error's message, else 'Unknown error'. */
export function gameDetailErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const response = (error as { response?: { message?: unknown } }).response;
    if (typeof response?.message === 'string' && response.message) return response.message;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return UNKNOWN_ERROR;
}

/** Spec games-wallet-bonuses §5: game detail must return data, else 'No game data returned'. */
export function requireGameDetail(answer: GameDetailAnswer): LaunchGameDetail {
  if (!answer.data.gameDetail) throw new Error(NO_GAME_DATA);
  return answer.data.gameDetail;
}
