'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatSessionTime } from '@/lib/games/harbour/play-clock';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { ACTIVITY_TIMER_CHECK_INTERVAL_MS } from '@/lib/reality-check/enums';
import { REALITY_CHECK_QUERY_KEYS, realityCheckApi } from '@/lib/reality-check/ui-api';
import { formatSignedMoney } from '@/lib/wallet/ui-money';

/**
 * Session time and net position while playing for real money (DESIGN.md "Responsible gambling in the interface"):
 * the activity summary since the timer started (sign-in or the last reality check), refreshed every 60 seconds.
 */
export function SessionStrip() {
  const t = useTranslations('realityCheck.session');
  const locale = useLocale();
  const authorized = useAuthStore((state) => state.authorized);
  const summary = useQuery({
    queryKey: REALITY_CHECK_QUERY_KEYS.summary,
    queryFn: realityCheckApi.summary,
    enabled: authorized,
    refetchInterval: ACTIVITY_TIMER_CHECK_INTERVAL_MS,
    staleTime: 0,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!summary.data) return null;
  const { startedAt, delta, currency } = summary.data;
  return (
    <dl className="flex shrink-0 items-center gap-x-4 text-xs sm:text-sm" data-testid="session-strip">
      <div className="flex gap-1.5">
        <dt className="text-fg-muted">{t('time')}</dt>
        <dd className="font-semibold tabular-nums text-fg" data-testid="session-strip-time">
          {formatSessionTime(now - Date.parse(startedAt))}
        </dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-fg-muted">{t('net')}</dt>
        <dd className={`font-semibold tabular-nums ${delta < 0 ? 'text-danger' : 'text-fg'}`} data-testid="session-strip-net">
          {formatSignedMoney(delta, currency, locale)}
        </dd>
      </div>
    </dl>
  );
}
