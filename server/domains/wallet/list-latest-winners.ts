import 'server-only';
import { desc } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerOperations } from '@/server/db/schema';
import type { LatestWinnersQuery, WinnersAnswer } from '@/lib/wallet/winners';
import { readWins, THIS_SITE_ID, withGames } from './winner-rows';

/** GET latest-winners: the most recent real wins in the currency, newest first; with a market, none on games restricted there. */
export async function listLatestWinners(db: Database, query: LatestWinnersQuery): Promise<WinnersAnswer> {
  if (query.siteId !== THIS_SITE_ID) return { winners: [] };
  const rows = await readWins(db, { currency: query.currency, orderBy: [desc(ledgerOperations.operationId)] });
  return { winners: await withGames(rows, query.market) };
}
