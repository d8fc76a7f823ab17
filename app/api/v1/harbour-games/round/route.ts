import { playHarbourRoundBodySchema } from '@/lib/games/harbour/schemas';
import { playHarbourRound } from '@/server/domains/harbour-games/play-harbour-round';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// One round of the built-in game: outcome decided here with node:crypto; real rounds go through the
// seamless-wallet API over HTTP. The rate limit sits well above the 2.5 s minimum round duration.
export const POST = withHandler(
  { objectName: 'harbourRound', body: playHarbourRoundBodySchema, rateLimit: { key: 'harbour-round', limit: 120, windowMs: 60_000 } },
  async ({ body }) => Response.json(await playHarbourRound(body), { headers: { 'Cache-Control': 'no-store' } }),
);
