import { openHarbourSessionBodySchema } from '@/lib/games/harbour/schemas';
import { openHarbourSession } from '@/server/domains/harbour-games/open-harbour-session';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The built-in game client's session: the ticket is the credential (no site cookie: the client runs in a frame
// and plays like any provider's client). POST so the ticket never lands in access logs.
export const POST = withHandler(
  { objectName: 'harbourSession', body: openHarbourSessionBodySchema, rateLimit: { key: 'harbour-session', limit: 60, windowMs: 60_000 } },
  async ({ body }) => Response.json(await openHarbourSession(body), { headers: { 'Cache-Control': 'no-store' } }),
);
