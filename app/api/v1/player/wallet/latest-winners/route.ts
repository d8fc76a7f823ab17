import { latestWinnersQuerySchema, WINNERS_CACHE_CONTROL } from '@/lib/wallet/winners';
import { listLatestWinners } from '@/server/domains/wallet/list-latest-winners';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Public (the winner widget shows to visitors); names are anonymised in the domain.
export const GET = withHandler(
  { objectName: 'latestWinners', query: latestWinnersQuerySchema, rateLimit: { key: 'winners', limit: 120, windowMs: 60_000 } },
  async ({ db, query }) => Response.json(await listLatestWinners(db, query), { headers: { 'Cache-Control': WINNERS_CACHE_CONTROL } }),
);
