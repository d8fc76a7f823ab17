import { getTranslations } from 'next-intl/server';
import type { VipTier } from '@/lib/content/types/pages';
import { bcp47ForLocale } from '@/lib/markets/locales';

/** The programme's levels in order: name, points needed, perks. */
export async function VipTiers({ locale, tiers }: { locale: string; tiers: readonly VipTier[] }) {
  if (tiers.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'seo.vip' });
  const points = new Intl.NumberFormat(bcp47ForLocale(locale));
  return (
    <section aria-labelledby="vip-tiers-heading">
      <h2 id="vip-tiers-heading" className="text-xl font-bold text-fg">
        {t('tiers')}
      </h2>
      <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="vip-tiers">
        {tiers.map((tier, index) => (
          <li key={tier.name} className="flex flex-col gap-2 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line">
            <span className="text-xs font-bold uppercase tracking-wide text-primary">{t('level', { level: index + 1 })}</span>
            <h3 className="text-lg font-bold text-fg">{tier.name}</h3>
            <p className="money text-sm text-fg-subtle">{t('points', { points: points.format(tier.pointsRequired) })}</p>
            <p className="text-sm text-fg-muted">{tier.perks}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
