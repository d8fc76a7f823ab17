import 'server-only';
import type { Promotion } from '@/lib/content/types/promotions';
import type { LanguageCode } from '@/lib/markets/languages';
import { toPromotion } from './adapter/promotion';
import { PROMOTION_LIST_TAGS } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { PROMOTIONS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetPromotionsInput {
  language: LanguageCode;
  market?: string | null;
}

/**
 * Every promotion offered in the market, in editorial order. Dates and audience are per viewer and per
 * moment: callers apply filterVisible (lib/content/rules) after this cached read.
 */
export function getPromotions(input: GetPromotionsInput): Promise<Promotion[]> {
  const markets = viewerMarketCodes(input.market);
  return readContent('getPromotions', { language: input.language, markets }, PROMOTION_LIST_TAGS, async ({ source, adapter }) => {
    const context = adapter(input.language);
    return (await runQuery(source, PROMOTIONS_QUERY, { markets })).map((promotion) => toPromotion(promotion, context));
  });
}
