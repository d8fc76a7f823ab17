import { getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/content/types/promotions';
import { PromotionCard } from './promotion-card';

/** The offers in a responsive grid, or a calm empty state (never a blank page). */
export async function PromotionGrid({ locale, promotions }: { locale: string; promotions: readonly Promotion[] }) {
  if (promotions.length === 0) {
    const t = await getTranslations({ locale, namespace: 'promotions' });
    return <p className="rounded-xl bg-surface p-8 text-center text-fg-muted ring-1 ring-inset ring-line">{t('empty')}</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="promotion-grid">
      {promotions.map((promotion, index) => (
        <li key={promotion.id} className="flex">
          <PromotionCard locale={locale} promotion={promotion} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
