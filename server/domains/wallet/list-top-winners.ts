import 'server-only';
import { desc } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerOperations } from '@/server/db/schema';
import type { TopWinnersQuery, WinnerDateRange, WinnersAnswer } from '@/lib/wallet/winners';
import { readWins, THIS_SITE_ID, winAmount, withGames } from './winner-rows';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_MS: Record<WinnerDateRange, number> = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS };

/** GET top-winners: the biggest real wins in the currency over the last day, week or month, biggest first; with a market, none on games restricted there. */
export async function listTopWinners(db: Database, query: TopWinnersQuery): Promise<WinnersAnswer> {
  if (query.siteId !== THIS_SITE_ID) return { winners: [] };
  const since = new Date(Date.now() - RANGE_MS[query.dateRange]);
  const rows = await readWins(db, { currency: query.currency, since, orderBy: [desc(winAmount), desc(ledgerOperations.operationId)] });
  return { winners: await withGames(rows, query.market) };
}
