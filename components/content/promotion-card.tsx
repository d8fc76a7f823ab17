import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { GeneratedArt } from '@/components/ui/generated-art';
import { GiftIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { promotionPath } from '@/lib/content/render/promotion-visibility';
import type { Promotion } from '@/lib/content/types/promotions';
import { ContentImage } from './content-image';
import { PromotionDates } from './promotion-dates';
import { TagLinks } from './tag-links';

/** One offer: image, category, title, summary, dates, tags and the call to action to its terms. */
export async function PromotionCard({ locale, promotion, priority }: { locale: string; promotion: Promotion; priority?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'promotions' });
  const href = promotionPath(promotion);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl bg-surface shadow-card ring-1 ring-inset ring-line" data-testid="promotion-card">
      <div className="aspect-video overflow-hidden bg-raised">
        {promotion.image ? (
          <ContentImage image={promotion.image} alt="" priority={priority} className="aspect-video" />
        ) : (
          <GeneratedArt seed={promotion.slug} icon={GiftIcon} className="size-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {promotion.category ? <p className="text-xs font-bold uppercase tracking-wide text-primary">{promotion.category.title}</p> : null}
        <h2 className="text-lg font-bold text-balance text-fg">{promotion.title}</h2>
        <p className="text-sm text-fg-muted">{promotion.summary}</p>
        <PromotionDates locale={locale} promotion={promotion} />
        {promotion.category && promotion.tags.length > 0 ? (
          <TagLinks locale={locale} category={promotion.category.slug} tags={promotion.tags} size="sm" />
        ) : null}
        {href ? (
          <div className="mt-auto pt-2">
            <Link href={href} className={buttonClasses({ variant: 'secondary' })} aria-label={t('ctaFor', { title: promotion.title })}>
              {t('cta')}
            </Link>
          </div>
        ) : null}
      </div>
    </article>
  );
}
