import 'server-only';
import { GAME_DOCUMENT_TYPES } from './adapter/document-types';
import { typeTag } from './cache-tags';
import { JACKPOT_SEEDS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface JackpotSeed {
  /** The game's content id. */
  gameId: string;
  /** Starting amount in EUR minor units. */
  amount: number;
}

/** The content's starting jackpot for each jackpot game among `ids` (others are left out). */
export function getJackpotSeeds(input: { ids: readonly string[] }): Promise<JackpotSeed[]> {
  const ids = [...new Set(input.ids)].sort();
  if (ids.length === 0) return Promise.resolve([]);
  return readContent('getJackpotSeeds', { ids }, GAME_DOCUMENT_TYPES.map(typeTag), async ({ source }) =>
    (await runQuery(source, JACKPOT_SEEDS_QUERY, { ids }))
      .filter((row) => Number.isSafeInteger(row.jackpotSeed) && row.jackpotSeed >= 0)
      .map((row) => ({ gameId: row.id, amount: row.jackpotSeed })),
  );
}
