import 'server-only';
import type { Provider } from '@/lib/content/types/categories';
import type { LobbyType } from '@/lib/content/types/games';
import { LOBBY_DOCUMENT_TYPES } from './adapter/document-types';
import { toProvider } from './adapter/lobby';
import { TYPE_TAGS } from './cache-tags';
import { PROVIDERS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetProvidersInput {
  type: LobbyType;
}

/** The lobby's game providers (their own type or `both`), in editorial order. */
export function getProviders(input: GetProvidersInput): Promise<Provider[]> {
  const providerTypes = LOBBY_DOCUMENT_TYPES[input.type].providerTypes;
  return readContent('getProviders', input, [TYPE_TAGS.gameProvider], async ({ source }) =>
    (await runQuery(source, PROVIDERS_QUERY, { providerTypes })).map(toProvider),
  );
}
