import 'server-only';
import { TYPE_TAGS } from './cache-tags';
import { LIVE_TABLE_GAMES_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface LiveTableGame {
  /** The game's content id. */
  gameId: string;
  /** The live provider's table id. */
  tableId: string;
  seats: number | null;
  /** Content provider id (`evolution`), the live tables call's providerKind. */
  providerId: string | null;
}

/** Every published live game that names a provider table, so live seat data can be merged by game id. */
export function getLiveTableGames(): Promise<LiveTableGame[]> {
  return readContent('getLiveTableGames', {}, [TYPE_TAGS.liveCasinoGames, TYPE_TAGS.gameProvider], async ({ source }) =>
    (await runQuery(source, LIVE_TABLE_GAMES_QUERY, {})).map((row) => ({
      gameId: row.id,
      tableId: row.tableId,
      seats: Number.isInteger(row.seats) ? row.seats : null,
      providerId: row.providerId ?? null,
    })),
  );
}
