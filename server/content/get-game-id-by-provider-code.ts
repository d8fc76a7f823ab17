import 'server-only';
import { GAME_DOCUMENT_TYPES } from './adapter/document-types';
import { TYPE_TAGS, typeTag } from './cache-tags';
import { GAME_ID_BY_PROVIDER_CODE_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

/** The catalogue id of `provider`'s game with this game code or table id, or null. */
export function getGameIdByProviderCode(provider: string, code: string): Promise<string | null> {
  const tags = [...GAME_DOCUMENT_TYPES.map(typeTag), TYPE_TAGS.gameProvider];
  return readContent('getGameIdByProviderCode', { provider, code }, tags, async ({ source }) => {
    const row = await runQuery(source, GAME_ID_BY_PROVIDER_CODE_QUERY, { provider, code });
    return row?.id ?? null;
  });
}
