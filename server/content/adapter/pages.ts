import type { LandingPage, StaticPage, TermsVersion, VipPage } from '@/lib/content/types/pages';
import type { AdapterContext } from './context';
import { toImageSet } from './image';
import { localizeBlocks, localizeRequired } from './localize';
import { toRichText } from './rich-text';
import { listOf } from './values';
import type { VendorLandingPage, VendorStaticPage, VendorTermsVersion, VendorVipPage } from './vendor-types';

export function toStaticPage(page: VendorStaticPage, context: AdapterContext): StaticPage {
  return {
    slug: page.slug,
    title: localizeRequired(page.title, context.language),
    body: toRichText(localizeBlocks(page.body, context.language)),
    updatedAt: page.updatedAt,
    version: page.version ?? null,
  };
}

export function toVipPage(page: VendorVipPage, context: AdapterContext): VipPage {
  return {
    title: localizeRequired(page.title, context.language),
    intro: localizeRequired(page.intro, context.language),
    body: toRichText(localizeBlocks(page.body, context.language)),
    image: toImageSet(page.image, 'vipHero', context.buildImageUrl),
    tiers: listOf(page.tiers).map((tier) => ({
      name: localizeRequired(tier.name, context.language),
      pointsRequired: tier.pointsRequired,
      perks: localizeRequired(tier.perks, context.language),
    })),
  };
}

export function toTermsVersion(terms: VendorTermsVersion, context: AdapterContext): TermsVersion {
  return {
    version: terms.version,
    effectiveDate: terms.effectiveDate,
    summary: localizeRequired(terms.summary, context.language),
    pageSlug: terms.pageSlug ?? null,
  };
}

export function toLandingPage(page: VendorLandingPage, context: AdapterContext): LandingPage {
  return {
    id: page.id,
    title: localizeRequired(page.title, context.language),
    html: page.html?.trim() ?? '',
    markets: listOf(page.markets),
  };
}
