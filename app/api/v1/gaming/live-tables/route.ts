import { liveTablesQuerySchema } from '@/lib/games/live-seats';
import { getLiveSeats } from '@/server/domains/games/get-live-seats';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Public and the same for everyone; seats move within seconds, so caches keep it only briefly.
export const GET = withHandler({ objectName: 'liveTables', query: liveTablesQuerySchema }, async ({ query }) =>
  Response.json({ data: await getLiveSeats(query) }, { headers: { 'Cache-Control': 'public, max-age=10' } }),
);
