import { topWinnersQuerySchema, WINNERS_CACHE_CONTROL } from '@/lib/wallet/winners';
import { listTopWinners } from '@/server/domains/wallet/list-top-winners';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Public (the winner widget shows to visitors); names are anonymised in the domain.
export const GET = withHandler(
  { objectName: 'topWinners', query: topWinnersQuerySchema, rateLimit: { key: 'winners', limit: 120, windowMs: 60_000 } },
  async ({ db, query }) => Response.json(await listTopWinners(db, query), { headers: { 'Cache-Control': WINNERS_CACHE_CONTROL } }),
);
