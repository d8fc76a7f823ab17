import { getTranslations } from 'next-intl/server';
import { formatContentDate } from '@/lib/content/render/format-date';
import type { Promotion } from '@/lib/content/types/promotions';

/** "Since 1 Jan 2026 · Ends 31 Jan 2026" (or "· Ongoing offer"): the validity a player sees before opting in. */
export async function PromotionDates({ locale, promotion }: { locale: string; promotion: Pick<Promotion, 'startDate' | 'endDate'> }) {
  const t = await getTranslations({ locale, namespace: 'promotions.dates' });
  return (
    <p className="text-sm text-fg-subtle">
      {promotion.startDate ? (
        <>
          <time dateTime={promotion.startDate}>{t('since', { date: formatContentDate(promotion.startDate, locale) })}</time>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      {promotion.endDate ? (
        <time dateTime={promotion.endDate}>{t('ends', { date: formatContentDate(promotion.endDate, locale) })}</time>
      ) : (
        <span>{t('ongoing')}</span>
      )}
    </p>
  );
}
