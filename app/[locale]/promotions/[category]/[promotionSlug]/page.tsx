import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { loadPromotion } from '@/components/content/promotion-detail-data';
import { PromotionDetailView } from '@/components/content/promotion-detail-view';
import type { PageProps } from '@/components/page/page-props';
import { PageShell } from '@/components/page/page-shell';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import { promotionPath } from '@/lib/content/render/promotion-visibility';
import { absoluteUrl, pageMetadata, siteUrl } from '@/server/seo/page-metadata';
import { promotionOfferJsonLd } from '@/lib/seo/structured-data';
import { summarize } from '@/lib/seo/urls';

// Rendered per request, unlike the listings: an offer reached under another category answers a 308 to its own
// URL, and Next 16 replays a cached redirect with its Location header twice (vercel/next.js#82117), which
// proxies merge into an invalid "a, b". The content reads below are cached all the same.

type Props = PageProps<{ category: string; promotionSlug: string }>;

function imageUrl(url: string | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${siteUrl()}${url}` : url;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, promotionSlug } = await params;
  const promotion = await loadPromotion(locale, category, promotionSlug);
  return pageMetadata({
    locale,
    path: promotionPath(promotion) ?? '',
    title: promotion.title,
    description: summarize(promotion.summary),
    image: imageUrl(promotion.image?.url2x),
  });
}

export default async function PromotionPage({ params }: Props) {
  const { locale, category, promotionSlug } = await params;
  setRequestLocale(locale);
  const [promotion, t] = await Promise.all([loadPromotion(locale, category, promotionSlug), getTranslations({ locale, namespace: 'promotions' })]);
  const path = promotionPath(promotion) ?? '';
  const offer = promotionOfferJsonLd({
    url: absoluteUrl(locale, path),
    name: promotion.title,
    description: promotion.summary,
    image: imageUrl(promotion.image?.url2x),
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    category: promotion.category?.title ?? null,
    seller: brand.operator,
  });
  return (
    <PageShell
      testId="promotion-page"
      eyebrow={
        <Breadcrumbs
          locale={locale}
          items={[
            { label: t('title'), href: '/promotions' },
            ...(promotion.category ? [{ label: promotion.category.title, href: `/promotions/${promotion.category.slug}` }] : []),
            { label: promotion.title, href: path },
          ]}
        />
      }
      title={promotion.title}
      intro={promotion.summary}
    >
      <JsonLd data={offer} />
      <PromotionDetailView locale={locale} promotion={promotion} />
    </PageShell>
  );
}
