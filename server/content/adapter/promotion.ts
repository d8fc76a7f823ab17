import type { Promotion, PromotionCategory, PromotionDetail } from '@/lib/content/types/promotions';
import { toAudienceFields } from './audience';
import type { AdapterContext } from './context';
import { toImageSet } from './image';
import { localizeBlocks, localizeRequired } from './localize';
import { toRichText } from './rich-text';
import { listOf, numberOr } from './values';
import type { VendorPromotion, VendorPromotionCategory, VendorPromotionDetail } from './vendor-types';

export function toPromotionCategory(category: VendorPromotionCategory, context: AdapterContext): PromotionCategory {
  return {
    id: category._id,
    slug: category.slug,
    title: localizeRequired(category.title, context.language),
    order: numberOr(category.order, 0),
  };
}

export function toPromotion(promotion: VendorPromotion, context: AdapterContext): Promotion {
  return {
    id: promotion._id,
    slug: promotion.slug,
    title: localizeRequired(promotion.title, context.language),
    summary: localizeRequired(promotion.summary, context.language),
    image: toImageSet(promotion.image, 'promotion', context.buildImageUrl),
    category: promotion.category ? toPromotionCategory(promotion.category, context) : null,
    tags: listOf(promotion.tags).map((tag) => ({ slug: tag.slug, title: localizeRequired(tag.title, context.language) })),
    bonusCode: promotion.bonusCode ?? null,
    order: numberOr(promotion.order, 0),
    ...toAudienceFields(promotion),
  };
}

export function toPromotionDetail(promotion: VendorPromotionDetail, context: AdapterContext): PromotionDetail {
  return {
    ...toPromotion(promotion, context),
    body: toRichText(localizeBlocks(promotion.body, context.language)),
    terms: toRichText(localizeBlocks(promotion.terms, context.language)),
  };
}
