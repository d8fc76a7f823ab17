'use client';

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useFormatter, useLocale, useNow, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CrownIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { browserPlatformClient } from '@/lib/api/client';
import type { MarketCode } from '@/lib/markets/markets';
import { listLatestWinners, listTopWinners } from '@/lib/wallet/contracts';
import type { Winner } from '@/lib/wallet/winners';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

type Tab = 'latest' | 'top';

async function fetchWinners(tab: Tab, currency: string, market: MarketCode): Promise<Winner[]> {
  const client = browserPlatformClient();
  const answer =
    tab === 'top'
      ? await client.request(listTopWinners, { query: { siteId: 1, currency, market, dateRange: 'WEEK' } })
      : await client.request(listLatestWinners, { query: { siteId: 1, currency, market } });
  return answer.winners;
}

function WinnerRow({ winner, currency, now }: { winner: Winner; currency: string; now: Date }) {
  const t = useTranslations('wallet.winners');
  const locale = useLocale();
  const format = useFormatter();
  const image = winner.images.thumbnail;
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="winner">
      {image ? (
        <img
          src={image.url1x}
          srcSet={`${image.url1x} 1x, ${image.url2x} 2x`}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-md bg-raised object-cover"
        />
      ) : (
        <span className="size-12 shrink-0 rounded-md bg-raised" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-fg">
          <span className="font-semibold">{winner.winnerName}</span> {t('wonIn')}{' '}
          <Link href={`/play/${winner.slug}`} className="font-semibold text-accent hover:underline">
            {winner.gameName}
          </Link>
        </p>
        <p className="truncate text-xs text-fg-subtle">
          {winner.gameProvider} · {format.relativeTime(new Date(winner.wonAt), now)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-extrabold tabular-nums text-success">{formatWalletMoney(winner.amount, currency, locale)}</p>
    </li>
  );
}

/**
 * The spec's winner widget: latest and this week's top real wins, anonymised; an honest empty state. Wins on
 * games restricted in the page's market are not shown (the market travels with the query).
 */
export default function WinnersWidget({ currency, market }: { currency: string; market: MarketCode }) {
  const t = useTranslations('wallet.winners');
  const [tab, setTab] = useState<Tab>('latest');
  // "3 minutes ago" needs a reference time: without one next-intl warns (ENVIRONMENT_FALLBACK) on every render.
  const now = useNow({ updateInterval: 60_000 });
  const winners = useQuery({ queryKey: ['winners', tab, currency, market], queryFn: () => fetchWinners(tab, currency, market), staleTime: 30_000 });
  return (
    <section aria-labelledby="winners-title" className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-inset ring-line" data-testid="winners-widget">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="winners-title" className="text-lg font-bold text-fg">
          {t('title')}
        </h2>
        <div role="tablist" aria-label={t('title')} className="flex gap-1 rounded-full bg-raised p-1">
          {(['latest', 'top'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              onClick={() => setTab(key)}
              className={clsx(
                'min-h-9 rounded-full px-3 text-sm font-semibold transition-colors',
                tab === key ? 'bg-surface text-fg shadow-card' : 'text-fg-muted hover:text-fg',
              )}
            >
              {t(`tabs.${key}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" className="mt-3">
        {winners.isPending ? (
          <ul aria-busy="true" className="flex flex-col gap-2">
            {[0, 1, 2].map((index) => (
              <li key={index} className="skeleton h-12 rounded-md" />
            ))}
          </ul>
        ) : winners.isError ? (
          <p className="py-4 text-sm text-fg-muted">{t('failed')}</p>
        ) : winners.data.length === 0 ? (
          <div className="flex items-center gap-3 py-4" data-testid="winners-empty">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
              <CrownIcon />
            </span>
            <p className="text-sm text-fg-muted">{t(tab === 'top' ? 'emptyTop' : 'empty')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {winners.data.map((winner, index) => (
              <WinnerRow key={`${winner.wonAt}-${index}`} winner={winner} currency={currency} now={now} />
            ))}
          </ul>
        )}
      </div>
      <p className="mt-3 text-xs text-fg-subtle">{t('privacy')}</p>
    </section>
  );
}
