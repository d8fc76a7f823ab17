'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazyModule } from '@/lib/api/lazy-module';
import { MY_GAMES_QUERY_KEYS } from '@/lib/games/query-keys';
import { seatsLeft } from '@/lib/lobby/format';

const POLL_MS = 30_000;

// The client and the contract's schemas (zod) load with the first poll, not with the cached page.
const liveTables = lazyModule(() => Promise.all([import('@/lib/api/client'), import('@/lib/games/contracts/live-tables')]));

async function fetchLiveSeats() {
  const [{ browserPlatformClient }, { listLiveTables }] = await liveTables();
  return (await browserPlatformClient().request(listLiveTables, { query: {} })).data;
}

/**
 * A live table's seat badge. The cached page shows the table's seat count from content; after hydration one
 * shared query (every tile on the page) merges the live provider's seats by game id, refreshed every 30 s.
 */
export function LiveSeatsBadge({ gameId, fallback }: { gameId: string; fallback: string }) {
  const t = useTranslations('myGames');
  const live = useQuery({ queryKey: MY_GAMES_QUERY_KEYS.liveTables, queryFn: fetchLiveSeats, staleTime: 10_000, refetchInterval: POLL_MS });
  const entry = live.data?.find((table) => table.gameId === gameId);
  const left = entry ? seatsLeft(entry.seats, entry.seatsTaken) : null;
  return (
    <span className="rounded-full bg-canvas/85 px-2 py-0.5 text-xs font-semibold text-fg" data-testid="live-seats" data-live={left !== null ? 'true' : 'false'}>
      {left !== null ? t('seatsLeft', { count: left }) : fallback}
    </span>
  );
}
