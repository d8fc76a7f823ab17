import 'server-only';
import type { GameDetail } from '@/lib/content/types/games';
import { toGameDetail } from './adapter/game';
import { documentTag, TYPE_TAGS } from './cache-tags';
import { GAME_BY_ID_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

/** A game of either lobby by content id (game launch), or null; market rules are the caller's. */
export function getGameById(id: string): Promise<GameDetail | null> {
  const tags = [documentTag(id), TYPE_TAGS.gameProvider, TYPE_TAGS.subProvider];
  return readContent('getGameById', { id }, tags, async ({ source, adapter }) => {
    const game = await runQuery(source, GAME_BY_ID_QUERY, { id });
    return game ? toGameDetail(game, adapter('en')) : null;
  });
}
