import 'server-only';
import type { Promotion } from '@/lib/content/types/promotions';
import type { LanguageCode } from '@/lib/markets/languages';
import { toPromotion } from './adapter/promotion';
import { PROMOTION_LIST_TAGS } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { PROMOTIONS_BY_CATEGORY_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetPromotionsByCategoryInput {
  categorySlug: string;
  language: LanguageCode;
  market?: string | null;
}

/** The promotions of one category (`/promotions/{categorySlug}`); audience filtering is the caller's. */
export function getPromotionsByCategory(input: GetPromotionsByCategoryInput): Promise<Promotion[]> {
  const markets = viewerMarketCodes(input.market);
  const key = { categorySlug: input.categorySlug, language: input.language, markets };
  return readContent('getPromotionsByCategory', key, PROMOTION_LIST_TAGS, async ({ source, adapter }) => {
    const context = adapter(input.language);
    const promotions = await runQuery(source, PROMOTIONS_BY_CATEGORY_QUERY, { categorySlug: input.categorySlug, markets });
    return promotions.map((promotion) => toPromotion(promotion, context));
  });
}
