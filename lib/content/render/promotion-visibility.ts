import { filterVisible, isVisibleToViewer, type Viewer } from '@/lib/content/rules/audience';
import type { Promotion } from '@/lib/content/types/promotions';

/**
 * Promotion pages are rendered for an anonymous visitor: they are public, cached and indexed, so they must
 * not depend on who asks. Offers aimed only at signed-in players, or at deposit groups, show in the account
 * area instead (spec games-wallet-bonuses §5: target audience narrows only signed-in players).
 */
export const PAGE_VIEWER: Viewer = { kind: 'anonymous' };

/** Whether the promotion is offered in a market: an empty list means everywhere. */
export function isInMarkets(promotion: Pick<Promotion, 'markets'>, marketCodes: readonly string[]): boolean {
  return promotion.markets.length === 0 || marketCodes.length === 0 || promotion.markets.some((code) => marketCodes.includes(code.toUpperCase()));
}

/** The promotions the page shows at `now`, in editorial order. */
export function visiblePromotions<T extends Promotion>(promotions: readonly T[], now: Date): T[] {
  return filterVisible(promotions, PAGE_VIEWER, now);
}

/** A detail page exists for the visitor only while the offer runs, in the visitor's market, for their audience. */
export function isPromotionOffered(promotion: Promotion, marketCodes: readonly string[], now: Date): boolean {
  return isInMarkets(promotion, marketCodes) && isVisibleToViewer(promotion, PAGE_VIEWER, now);
}

/** The tags used by a list of promotions, in first-seen order, without duplicates. */
export function tagsOf(promotions: readonly Promotion[]): Promotion['tags'] {
  const seen = new Map<string, Promotion['tags'][number]>();
  for (const tag of promotions.flatMap((promotion) => promotion.tags)) if (!seen.has(tag.slug)) seen.set(tag.slug, tag);
  return [...seen.values()];
}

/** Site path of a promotion, from its own category (the canonical one). */
export function promotionPath(promotion: Pick<Promotion, 'slug' | 'category'>): string | null {
  return promotion.category ? `/promotions/${promotion.category.slug}/${promotion.slug}` : null;
}
