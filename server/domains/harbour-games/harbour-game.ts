import 'server-only';
import type { Game } from '@/lib/content/types/games';
import { engineForGameType, type EngineKind } from '@/lib/games/engines';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { ApiError } from '@/server/http/errors';

export interface HarbourGame {
  game: Game;
  engine: EngineKind;
}

/** The catalogue game a ticket plays, and the built-in engine that plays it; unknown ids are 404. */
export async function loadHarbourGame(gameId: string): Promise<HarbourGame> {
  const [game] = await getGamesByIds({ ids: [gameId] });
  if (!game) throw new ApiError('error.game.not_found');
  return { game, engine: engineForGameType(game.gameType) };
}
