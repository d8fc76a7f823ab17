import 'server-only';
import type { Game } from '@/lib/content/types/games';
import type { LobbyPageType } from '@/lib/games/lobby-page-type';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { ValidationError } from '@/server/http/errors';

export interface CatalogueGameInput {
  gameId: string;
  lobbyPageType: LobbyPageType;
  /** The validated object's name and the field names the caller used, for the field errors. */
  objectName: string;
  fields?: { gameId?: string; lobbyPageType?: string };
}

/**
 * The catalogue game a favourite or recent game names: 400 with a field error when the id is not a published
 * game, or when the game lives in the other lobby (a live table is not a casino favourite).
 */
export async function findCatalogueGame({ gameId, lobbyPageType, objectName, fields = {} }: CatalogueGameInput): Promise<Game> {
  const [game] = await getGamesByIds({ ids: [gameId] });
  if (!game) {
    throw new ValidationError([
      { objectName, field: fields.gameId ?? 'gameId', rejectedValue: gameId, status: 400, message: 'no such game', code: 'invalid_value' },
    ]);
  }
  if (game.type !== lobbyPageType) {
    throw new ValidationError([
      {
        objectName,
        field: fields.lobbyPageType ?? 'lobbyPageType',
        rejectedValue: lobbyPageType,
        status: 400,
        message: `the game belongs to the ${game.type} lobby`,
        code: 'invalid_value',
      },
    ]);
  }
  return game;
}
