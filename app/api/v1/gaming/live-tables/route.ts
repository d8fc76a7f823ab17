import { listLiveTables } from '@/lib/games/contracts/live-tables';
import { getLiveSeats } from '@/server/domains/games/get-live-seats';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Public and the same for everyone; seats move within seconds, so caches keep it only briefly.
export const GET = withContract(listLiveTables, async ({ query }) =>
  Response.json({ data: await getLiveSeats(query) }, { headers: { 'Cache-Control': 'public, max-age=10' } }),
);
