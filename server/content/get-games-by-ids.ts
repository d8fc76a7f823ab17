import 'server-only';
import { uniqueById } from '@/lib/content/rules/unique-games';
import type { Game } from '@/lib/content/types/games';
import { GAME_DOCUMENT_TYPES } from './adapter/document-types';
import { toGames } from './adapter/game';
import { documentTag, MAX_TAGS_PER_ENTRY, TYPE_TAGS, typeTag } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { GAMES_BY_IDS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetGamesByIdsInput {
  /** Content ids, e.g. from favourites, recent games or winners. */
  ids: readonly string[];
  market?: string | null;
}

/** Games in the order of `ids`, each once; unknown, deleted and market-restricted ids are left out. */
export function getGamesByIds(input: GetGamesByIdsInput): Promise<Game[]> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return Promise.resolve([]);
  const markets = viewerMarketCodes(input.market);
  // One tag per game while they fit on the entry; beyond that the game types cover them.
  const perGame = ids.length + 3 <= MAX_TAGS_PER_ENTRY ? ids.map(documentTag) : GAME_DOCUMENT_TYPES.map(typeTag);
  const tags = [...perGame, TYPE_TAGS.gameProvider, TYPE_TAGS.subProvider];
  return readContent('getGamesByIds', { ids, markets }, tags, async ({ source, adapter }) => {
    const games = toGames(await runQuery(source, GAMES_BY_IDS_QUERY, { ids, markets }), adapter('en'));
    const byId = new Map(games.map((game) => [game.id, game]));
    return uniqueById(ids.flatMap((id) => byId.get(id) ?? []));
  });
}
