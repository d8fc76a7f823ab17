import 'server-only';
import type { CategoryPage } from '@/lib/content/types/categories';
import type { GameChannel, LobbyType } from '@/lib/content/types/games';
import type { LanguageCode } from '@/lib/markets/languages';
import { LOBBY_DOCUMENT_TYPES } from './adapter/document-types';
import { toCategoryPage } from './adapter/lobby';
import { TYPE_TAGS, typeTag } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { pageWindow } from './page-window';
import { CATEGORY_PAGE_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetCategoryInput {
  type: LobbyType;
  /** The category's route id (`/online-casino/{id}`). */
  categoryId: string;
  language: LanguageCode;
  /** Hides games restricted in this market; omitted, nothing is hidden. */
  market?: string | null;
  /** Only games offered on this device. */
  channel?: GameChannel | null;
  offset?: number;
  limit?: number;
}

/** One category with a page of its games, in the category's order; null when there is no such category. */
export function getCategory(input: GetCategoryInput): Promise<CategoryPage | null> {
  const types = LOBBY_DOCUMENT_TYPES[input.type];
  const window = pageWindow(input.offset, input.limit);
  const key = {
    type: input.type,
    categoryId: input.categoryId,
    language: input.language,
    market: input.market ?? null,
    channel: input.channel ?? null,
    ...window,
  };
  const tags = [typeTag(types.category), typeTag(types.game), TYPE_TAGS.gameProvider, TYPE_TAGS.subProvider];
  return readContent('getCategory', key, tags, async ({ source, adapter }) => {
    const page = await runQuery(source, CATEGORY_PAGE_QUERY, {
      categoryType: types.category,
      categoryId: input.categoryId,
      channel: input.channel ?? null,
      markets: viewerMarketCodes(input.market),
      offset: window.offset,
      end: window.end,
    });
    return page ? toCategoryPage(page, window, adapter(input.language)) : null;
  });
}
