'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatSignedAmount } from '@/lib/games/harbour/format';
import { formatSessionTime, netPosition } from '@/lib/games/harbour/play-clock';

type Props = { startedAt: number; rounds: readonly { stake: number; win: number }[]; currency: string; locale: string };

/** Reality check during real play: how long this session has run and what it has won or lost so far. */
export function RealityCheckStrip({ startedAt, rounds, currency, locale }: Props) {
  const t = useTranslations('harbourGame');
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const net = netPosition(rounds);
  return (
    <dl
      className="sticky top-0 z-10 flex flex-wrap items-center gap-x-6 gap-y-1 rounded-md bg-primary-soft px-3 py-2 text-sm shadow-card [@media(max-height:560px)]:py-1 [@media(max-height:560px)]:text-xs"
      data-testid="reality-check"
    >
      <div className="flex gap-2">
        <dt className="text-fg-muted">{t('sessionTime')}</dt>
        <dd className="font-semibold tabular-nums text-fg" data-testid="session-time">
          {formatSessionTime(now - startedAt)}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-fg-muted">{t('netPosition')}</dt>
        <dd className={net < 0 ? 'font-semibold tabular-nums text-danger' : 'font-semibold tabular-nums text-fg'} data-testid="net-position">
          {formatSignedAmount(net, currency, locale)}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-fg-muted">{t('roundsPlayed')}</dt>
        <dd className="font-semibold tabular-nums text-fg" data-testid="rounds-played">
          {rounds.length}
        </dd>
      </div>
    </dl>
  );
}
