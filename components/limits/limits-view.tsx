'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Notice } from '@/components/wallet/notice';
import { LIMIT_PERIODS, type LimitType } from '@/lib/limits/enums';
import { limitsApi, LIMITS_QUERY_KEYS } from '@/lib/limits/ui-api';
import { ProtectionSection } from '@/components/protection/protection-section';
import { LimitCard } from './limit-card';

function LimitSection({ type }: { type: LimitType }) {
  const t = useTranslations('player.responsibleGambling.page');
  const limits = useQuery({ queryKey: LIMITS_QUERY_KEYS.of(type), queryFn: () => limitsApi.get(type), staleTime: 0 });
  const key = type === 'deposit' ? 'deposit' : 'spend';
  return (
    <section aria-labelledby={`limits-${key}`} className="flex flex-col gap-4" data-testid={`limits-${key}`}>
      <div>
        <h2 id={`limits-${key}`} className="text-xl font-bold text-fg">
          {t(`${key}.title`)}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-fg-muted">{t(`${key}.intro`)}</p>
      </div>
      {limits.isPending ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3" aria-busy="true">
          {LIMIT_PERIODS.map((period) => (
            <div key={period} className="skeleton h-64 rounded-lg" />
          ))}
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : limits.isError ? (
        <Notice tone="error">{t('loadFailed')}</Notice>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
          {LIMIT_PERIODS.map((period) => (
            <LimitCard key={period} type={type} period={period} entry={limits.data[period]} currency={limits.data.currency} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /my-account/gambling-limits: deposit and spend (loss) limits per day, week and month, with the rules in words; time-out and self-exclusion. */
export function LimitsView() {
  const t = useTranslations('player.responsibleGambling.page');
  return (
    <div className="flex flex-col gap-10">
      <ul className="flex max-w-prose list-disc flex-col gap-1 pl-5 text-sm text-fg-muted">
        <li>{t('rules.atOnce')}</li>
        <li>{t('rules.coolingOff')}</li>
        <li>{t('rules.order')}</li>
      </ul>
      <LimitSection type="deposit" />
      <LimitSection type="loss" />
      <ProtectionSection />
    </div>
  );
}
