import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/page/page-shell';
import { tagsOf, visiblePromotions } from '@/lib/content/render/promotion-visibility';
import { pageMetadata } from '@/server/seo/page-metadata';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { PromotionCategoryNav } from './promotion-category-nav';
import { PromotionGrid } from './promotion-grid';
import { loadPromotionListing, type PromotionListing } from './promotions-data';
import { TagLinks } from './tag-links';

type Route = { locale: string; category?: string; tagSlug?: string };

function pathOf({ category, tagSlug }: Route): string {
  if (category && tagSlug) return `/promotions/${category}/tag/${tagSlug}`;
  return category ? `/promotions/${category}` : '/promotions';
}

async function texts(route: Route, listing: PromotionListing) {
  const t = await getTranslations({ locale: route.locale, namespace: 'promotions' });
  if (listing.category && listing.tag) {
    const values = { tag: listing.tag.title, category: listing.category.title };
    return { title: t('tagTitle', values), intro: t('tagIntro', values) };
  }
  if (listing.category) return { title: t('categoryTitle', { category: listing.category.title }), intro: t('categoryIntro') };
  return { title: t('title'), intro: t('intro') };
}

function crumbs(route: Route, listing: PromotionListing, title: string, promotionsLabel: string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: promotionsLabel, href: '/promotions' }];
  if (listing.category) items.push({ label: listing.category.title, href: `/promotions/${listing.category.slug}` });
  if (listing.tag) items.push({ label: title, href: pathOf(route) });
  return items;
}

export async function promotionListingMetadata(route: Route): Promise<Metadata> {
  const listing = await loadPromotionListing(route.locale, { category: route.category, tag: route.tagSlug });
  const { title, intro } = await texts(route, listing);
  return pageMetadata({ locale: route.locale, path: pathOf(route), title, description: intro });
}

/** The three promotion list pages: all offers, one category, one tag within a category. */
export async function PromotionListingPage(route: Route) {
  setRequestLocale(route.locale);
  const listing = await loadPromotionListing(route.locale, { category: route.category, tag: route.tagSlug });
  const [{ title, intro }, t] = await Promise.all([texts(route, listing), getTranslations({ locale: route.locale, namespace: 'promotions' })]);
  // Tag links come from the offers running now, so no link leads to an empty page.
  const tags = listing.category ? tagsOf(visiblePromotions(listing.all, new Date())) : [];
  return (
    <PageShell
      testId={listing.tag ? 'promotion-tag-page' : listing.category ? 'promotion-category-page' : 'promotions-page'}
      eyebrow={<Breadcrumbs locale={route.locale} items={crumbs(route, listing, title, t('title'))} />}
      title={title}
      intro={intro}
    >
      <div className="flex flex-col gap-6">
        <PromotionCategoryNav locale={route.locale} categories={listing.categories} active={listing.category?.slug} />
        {listing.category && tags.length > 0 ? (
          <TagLinks locale={route.locale} category={listing.category.slug} tags={tags} active={listing.tag?.slug} />
        ) : null}
        <PromotionGrid locale={route.locale} promotions={listing.promotions} />
      </div>
    </PageShell>
  );
}
