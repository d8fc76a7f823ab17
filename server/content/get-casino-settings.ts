import 'server-only';
import type { CasinoSettings } from '@/lib/content/types/categories';
import type { LobbyType } from '@/lib/content/types/games';
import type { LanguageCode } from '@/lib/markets/languages';
import { LOBBY_DOCUMENT_TYPES } from './adapter/document-types';
import { toCasinoSettings } from './adapter/lobby';
import { TYPE_TAGS, typeTag } from './cache-tags';
import { LOBBY_SETTINGS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetCasinoSettingsInput {
  type: LobbyType;
  language: LanguageCode;
}

/** casinoSettings or liveCasinoSettings: the lobby's categories (menu and lobby rows), providers and sub-providers. */
export function getCasinoSettings(input: GetCasinoSettingsInput): Promise<CasinoSettings | null> {
  const types = LOBBY_DOCUMENT_TYPES[input.type];
  const tags = [typeTag(types.settings), typeTag(types.category), TYPE_TAGS.gameProvider, TYPE_TAGS.subProvider];
  return readContent('getCasinoSettings', input, tags, async ({ source, adapter }) => {
    const settings = await runQuery(source, LOBBY_SETTINGS_QUERY, { settingsType: types.settings });
    return settings ? toCasinoSettings(settings, adapter(input.language)) : null;
  });
}
