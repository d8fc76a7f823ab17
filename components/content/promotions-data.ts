import 'server-only';
import { notFound } from 'next/navigation';
import { localeContext } from '@/lib/content/render/locale-context';
import { visiblePromotions } from '@/lib/content/render/promotion-visibility';
import type { Promotion, PromotionCategory, PromotionTag } from '@/lib/content/types/promotions';
import { getPromotionCategories } from '@/server/content/get-promotion-categories';
import { getPromotions } from '@/server/content/get-promotions';
import { getPromotionsByCategory } from '@/server/content/get-promotions-by-category';
import { getPromotionsByTag } from '@/server/content/get-promotions-by-tag';

export interface PromotionListing {
  categories: PromotionCategory[];
  category: PromotionCategory | null;
  tag: PromotionTag | null;
  /** What the visitor sees now (dates and audience applied). */
  promotions: Promotion[];
  /** Every offer of the listing in the market before dates and audience: the tag links and the 404 rule read it. */
  all: Promotion[];
}

/** Categories of the locale's language; an unknown category slug is a 404. */
async function findCategory(locale: string, slug: string | undefined) {
  const { language } = localeContext(locale);
  const categories = await getPromotionCategories({ language });
  if (slug === undefined) return { categories, category: null };
  const category = categories.find((c) => c.slug === slug);
  if (!category) notFound();
  return { categories, category };
}

/**
 * The offers of /promotions, /promotions/{category} or /promotions/{category}/tag/{tagSlug} for the locale's
 * market. A tag no offer of the category carries is a 404 (not an empty page search engines would index).
 */
export async function loadPromotionListing(locale: string, route: { category?: string; tag?: string } = {}): Promise<PromotionListing> {
  const { language, market } = localeContext(locale);
  const { categories, category } = await findCategory(locale, route.category);
  let all: Promotion[];
  if (route.tag !== undefined && category) {
    all = (await getPromotionsByTag({ tagSlug: route.tag, language, market })).filter((p) => p.category?.slug === category.slug);
    if (all.length === 0) notFound();
  } else if (category) {
    all = await getPromotionsByCategory({ categorySlug: category.slug, language, market });
  } else {
    all = await getPromotions({ language, market });
  }
  const tag = route.tag === undefined ? null : (all.flatMap((p) => p.tags).find((t) => t.slug === route.tag) ?? null);
  return { categories, category, tag, all, promotions: visiblePromotions(all, new Date()) };
}
