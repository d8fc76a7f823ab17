import 'server-only';
import type { Game } from '@/lib/content/types/games';
import { getGamesByIds } from '@/server/content/get-games-by-ids';

/**
 * Attaches each row's catalogue game (tile data) in the player's market, keeping the rows' order. Rows whose
 * game was unpublished or is restricted where the player lives are left out of the answer (the row stays, so
 * the game comes back if the content does).
 */
export async function withCatalogueGames<T extends { gameId: string }>(rows: readonly T[], market: string | null | undefined): Promise<(T & { game: Game })[]> {
  const games = await getGamesByIds({ ids: rows.map((row) => row.gameId), market });
  const byId = new Map(games.map((game) => [game.id, game]));
  return rows.flatMap((row) => {
    const game = byId.get(row.gameId);
    return game ? [{ ...row, game }] : [];
  });
}
