'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatSessionTime } from '@/lib/games/harbour/play-clock';
import type { ActivitySummary } from '@/lib/reality-check/schemas';
import { formatSignedMoney, formatWalletMoney } from '@/lib/wallet/ui-money';

/** identity-and-account §3 activity summary as a description list; the net result carries its sign, not colour alone. */
export function ActivitySummaryList({ summary }: { summary: ActivitySummary }) {
  const t = useTranslations('realityCheck');
  const locale = useLocale();
  const elapsedMs = Date.parse(summary.endedAt) - Date.parse(summary.startedAt);
  const rows = [
    { key: 'sessionTime', value: formatSessionTime(elapsedMs) },
    { key: 'turnover', value: formatWalletMoney(summary.turnover, summary.currency, locale) },
    { key: 'winnings', value: formatWalletMoney(summary.winnings, summary.currency, locale) },
    { key: 'delta', value: formatSignedMoney(summary.delta, summary.currency, locale) },
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-lg bg-line ring-1 ring-inset ring-line sm:grid-cols-2" data-testid="activity-summary">
      {rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-4 bg-raised px-4 py-3 sm:flex-col sm:items-start sm:gap-1">
          <dt className="text-sm text-fg-muted">{t(`summary.${row.key}`)}</dt>
          <dd
            className={`text-lg font-bold tabular-nums ${row.key === 'delta' && summary.delta < 0 ? 'text-danger' : 'text-fg'}`}
            data-testid={`summary-${row.key}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
