import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { localeContext } from '@/lib/content/render/locale-context';
import { isPromotionOffered } from '@/lib/content/render/promotion-visibility';
import type { PromotionDetail } from '@/lib/content/types/promotions';
import { getPromotionBySlug } from '@/server/content/get-promotion-by-slug';
import { viewerMarketCodes } from '@/server/content/game-visibility';

/**
 * The promotion of /promotions/{category}/{promotionSlug}: unknown, not offered in the market, outside its
 * dates or not for an anonymous visitor → 404; under another category → 308 to its own category's URL
 * (one canonical URL per offer, old links keep working after an editor moves it).
 */
export async function loadPromotion(locale: string, category: string, slug: string): Promise<PromotionDetail> {
  const { language, market } = localeContext(locale);
  const promotion = await getPromotionBySlug({ slug, language });
  if (!promotion?.category || !isPromotionOffered(promotion, viewerMarketCodes(market), new Date())) notFound();
  if (promotion.category.slug !== category) permanentRedirect(`/${locale}/promotions/${promotion.category.slug}/${promotion.slug}`);
  return promotion;
}
