import { getTranslations } from 'next-intl/server';
import { formatContentDate } from '@/lib/content/render/format-date';
import type { Promotion } from '@/lib/content/types';

/** "Since 1 Jan 2026 · Ends 31 Jan 2026" (or "· Ongoing"): the validity a player must see before opting in. */
export async function PromotionDates({ locale, promotion }: { locale: string; promotion: Pick<Promotion, 'startDate' | 'endDate'> }) {
  const t = await getTranslations({ locale, namespace: 'promotions.dates' });
  const date = (iso: string) => <time dateTime={iso}>{formatContentDate(iso, locale)}</time>;
  return (
    <p className="text-sm text-fg-subtle">
      {promotion.startDate ? <span>{t.rich('since', { date: () => date(promotion.startDate!) })}</span> : null}
      {promotion.startDate ? <span aria-hidden="true"> · </span> : null}
      <span>{promotion.endDate ? t.rich('ends', { date: () => date(promotion.endDate!) }) : t('ongoing')}</span>
    </p>
  );
}
