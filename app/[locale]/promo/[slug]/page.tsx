import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentImage } from '@/components/content/content-image';
import { signupHref } from '@/components/content/promotion-detail-view';
import { PromotionDates } from '@/components/content/promotion-dates';
import { SIGN_IN_HREF } from '@/components/layout/sign-in-href';
import { PageShell } from '@/components/page/page-shell';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { parseBonusCode } from '@/lib/content/render/bonus-code';
import { localeContext } from '@/lib/content/render/locale-context';
import { isPromotionOffered, promotionPath } from '@/lib/content/render/promotion-visibility';
import { pageMetadata } from '@/server/seo/page-metadata';
import { summarize } from '@/lib/seo/urls';
import { getPromotionBySlug } from '@/server/content/get-promotion-by-slug';
import { viewerMarketCodes } from '@/server/content/game-visibility';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /promo/{slug}: the registration landing page of an offer (campaign traffic lands here, then signs up). */
async function load(locale: string, slug: string) {
  const { language, market } = localeContext(locale);
  const promotion = await getPromotionBySlug({ slug, language });
  if (!promotion || !isPromotionOffered(promotion, viewerMarketCodes(market), new Date())) notFound();
  return promotion;
}

// Campaign pages repeat the promotion page for paid and affiliate traffic: not indexed, so the promotion
// page stays the one search result for the offer.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const promotion = await load(locale, slug);
  return pageMetadata({ locale, path: `/promo/${slug}`, title: promotion.title, description: summarize(promotion.summary), noIndex: true });
}

export default async function PromoPage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const [promotion, query, t, header] = await Promise.all([
    load(locale, slug),
    searchParams,
    getTranslations({ locale, namespace: 'promotions' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  // A code in the campaign link wins over the offer's own (affiliate codes); both reach sign-up.
  const bonusCode = parseBonusCode(query.bonusCode) ?? promotion.bonusCode;
  return (
    <PageShell
      testId="promo-page"
      eyebrow={t('promo.eyebrow')}
      title={promotion.title}
      intro={promotion.summary}
      width="prose"
      actions={
        <>
          <Link href={signupHref(bonusCode)} className={buttonClasses({ size: 'lg' })} data-testid="promo-signup">
            {t('claim')}
          </Link>
          <Link href={SIGN_IN_HREF} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {header('signIn')}
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        {promotion.image ? (
          <div className="overflow-hidden rounded-xl ring-1 ring-inset ring-line">
            <ContentImage image={promotion.image} priority className="aspect-video" />
          </div>
        ) : null}
        <PromotionDates locale={locale} promotion={promotion} />
        {bonusCode ? (
          <p className="text-sm text-fg-muted">
            {t('bonusCode')}{' '}
            <strong className="money ml-1 rounded-md bg-raised px-2 py-1 font-mono text-base text-fg ring-1 ring-inset ring-line">{bonusCode}</strong>
          </p>
        ) : null}
        <p className="text-sm text-fg-muted">
          {t.rich('promo.terms', {
            link: (chunks) => (
              <Link href={promotionPath(promotion) ?? '/promotions'} className="font-semibold text-accent underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </PageShell>
  );
}
