import 'server-only';
import type { PromotionDetail } from '@/lib/content/types/promotions';
import type { LanguageCode } from '@/lib/markets/languages';
import { toPromotionDetail } from './adapter/promotion';
import { slugTag, TYPE_TAGS } from './cache-tags';
import { PROMOTION_BY_SLUG_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetPromotionBySlugInput {
  slug: string;
  language: LanguageCode;
}

/** One promotion with its body and terms, or null. Its `markets` and audience are the page's to check. */
export function getPromotionBySlug(input: GetPromotionBySlugInput): Promise<PromotionDetail | null> {
  const tags = [slugTag('promotion', input.slug), TYPE_TAGS.promotionCategory, TYPE_TAGS.promotionTag];
  return readContent('getPromotionBySlug', input, tags, async ({ source, adapter }) => {
    const promotion = await runQuery(source, PROMOTION_BY_SLUG_QUERY, { slug: input.slug });
    return promotion ? toPromotionDetail(promotion, adapter(input.language)) : null;
  });
}
