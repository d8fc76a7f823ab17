'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import type { Transaction } from '@/lib/wallet/schemas';
import { walletApi } from '@/lib/wallet/ui-api';
import { formatSignedMoney } from '@/lib/wallet/ui-money';
import { netPositionSeries } from '@/lib/wallet/ui-net-series';

const W = 320;
const H = 96;

/** Net position and win/loss over the chosen period (from the API), with a small chart of the running net position. */
export function NetPositionCard({ from, to, transactions }: { from: string; to?: string; transactions: Transaction[] }) {
  const t = useTranslations('wallet.history');
  const locale = useLocale();
  const figures = useQuery({ queryKey: WALLET_QUERY_KEYS.netPosition(from, to), queryFn: () => walletApi.netPosition(from, to), staleTime: 0 });
  const series = netPositionSeries(transactions);
  // The period opens at zero, so a single payment still draws a line from the start of the period.
  const values = [0, ...series.map((p) => p.value)];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const y = (v: number) => H - 8 - ((v - min) / span) * (H - 16);
  const x = (i: number) => (i / (values.length - 1)) * W;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const data = figures.data;
  return (
    <section aria-labelledby="net-heading" className="rounded-lg bg-surface p-4 ring-1 ring-inset ring-line" data-testid="net-position">
      <h2 id="net-heading" className="text-base font-bold text-fg">
        {t('netTitle')}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-4 tabular-nums">
        <div>
          <dt className="text-xs text-fg-muted">{t('netPosition')}</dt>
          <dd className="text-lg font-bold text-fg">{data ? formatSignedMoney(data.netPosition, data.currency, locale) : '…'}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t('winLoss')}</dt>
          <dd className="text-lg font-bold text-fg">{data ? formatSignedMoney(data.winLoss, data.currency, locale) : '…'}</dd>
        </div>
      </dl>
      {series.length > 0 && data ? (
        <figure className="mt-3">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="h-24 w-full"
            role="img"
            aria-label={t('chartLabel', { amount: formatSignedMoney(series.at(-1)!.value, data.currency, locale) })}
          >
            <line x1="0" x2={W} y1={y(0)} y2={y(0)} className="stroke-line-strong" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
            <polyline points={points} fill="none" className="stroke-accent" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          </svg>
          <figcaption className="text-xs text-fg-muted">{t('chartCaption')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
