import 'server-only';
import type { PromotionCategory } from '@/lib/content/types/promotions';
import type { LanguageCode } from '@/lib/markets/languages';
import { toPromotionCategory } from './adapter/promotion';
import { TYPE_TAGS } from './cache-tags';
import { PROMOTION_CATEGORIES_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetPromotionCategoriesInput {
  language: LanguageCode;
}

/** The promotions page's tabs, in editorial order. */
export function getPromotionCategories(input: GetPromotionCategoriesInput): Promise<PromotionCategory[]> {
  return readContent('getPromotionCategories', input, [TYPE_TAGS.promotionCategory], async ({ source, adapter }) => {
    const context = adapter(input.language);
    return (await runQuery(source, PROMOTION_CATEGORIES_QUERY, {})).map((category) => toPromotionCategory(category, context));
  });
}
