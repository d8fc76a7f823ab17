import 'server-only';
import type { Promotion } from '@/lib/content/types/promotions';
import type { LanguageCode } from '@/lib/markets/languages';
import { toPromotion } from './adapter/promotion';
import { PROMOTION_LIST_TAGS } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { PROMOTIONS_BY_TAG_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetPromotionsByTagInput {
  tagSlug: string;
  language: LanguageCode;
  market?: string | null;
}

/** The promotions carrying one tag (bonus-code, free-spins…); audience filtering is the caller's. */
export function getPromotionsByTag(input: GetPromotionsByTagInput): Promise<Promotion[]> {
  const markets = viewerMarketCodes(input.market);
  const key = { tagSlug: input.tagSlug, language: input.language, markets };
  return readContent('getPromotionsByTag', key, PROMOTION_LIST_TAGS, async ({ source, adapter }) => {
    const context = adapter(input.language);
    const promotions = await runQuery(source, PROMOTIONS_BY_TAG_QUERY, { tagSlug: input.tagSlug, markets });
    return promotions.map((promotion) => toPromotion(promotion, context));
  });
}
