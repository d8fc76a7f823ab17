import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import type { PromotionDetail } from '@/lib/content/types/promotions';
import { ContentImage } from './content-image';
import { PromotionDates } from './promotion-dates';
import { RichText } from './rich-text';
import { TagLinks } from './tag-links';

/** The body of a promotion page: its rules, its terms, the bonus code and the tags. */
export async function PromotionDetailView({ locale, promotion }: { locale: string; promotion: PromotionDetail }) {
  const t = await getTranslations({ locale, namespace: 'promotions' });
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
      <div className="min-w-0 max-w-prose space-y-10">
        <RichText blocks={promotion.body} />
        <section aria-labelledby="promotion-terms" className="rounded-xl bg-surface p-6 ring-1 ring-inset ring-line">
          <h2 id="promotion-terms" className="mb-4 text-xl font-bold text-fg">
            {t('terms')}
          </h2>
          <RichText blocks={promotion.terms} headingOffset={1} />
          <p className="mt-6 text-sm text-fg-muted">
            {t.rich('generalTerms', {
              link: (chunks) => (
                <Link href="/bonus-terms" className="font-semibold text-accent underline underline-offset-2 hover:text-accent-hover">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
      </div>
      <aside className="space-y-5 lg:order-none">
        {promotion.image ? (
          <div className="overflow-hidden rounded-xl ring-1 ring-inset ring-line">
            <ContentImage image={promotion.image} priority className="aspect-video" />
          </div>
        ) : null}
        <div className="space-y-4 rounded-xl bg-surface p-5 ring-1 ring-inset ring-line">
          <PromotionDates locale={locale} promotion={promotion} />
          {promotion.bonusCode ? (
            <p className="text-sm text-fg-muted">
              {t('bonusCode')}{' '}
              <strong className="money ml-1 rounded-md bg-raised px-2 py-1 font-mono text-base text-fg ring-1 ring-inset ring-line">
                {promotion.bonusCode}
              </strong>
            </p>
          ) : null}
          {promotion.category && promotion.tags.length > 0 ? (
            <TagLinks locale={locale} category={promotion.category.slug} tags={promotion.tags} size="sm" />
          ) : null}
          <Link href={signupHref(promotion.bonusCode)} prefetch={false} className={buttonClasses({ block: true })}>
            {t('claim')}
          </Link>
        </div>
      </aside>
    </div>
  );
}

/** Sign-up keeps the offer's code (spec: bonusCode is read from the query on entry). */
export function signupHref(bonusCode: string | null): string | { pathname: '/signup'; query: { bonusCode: string } } {
  return bonusCode ? { pathname: '/signup', query: { bonusCode } } : '/signup';
}
