import { lastPlayedGamesQuerySchema } from '@/lib/games/schemas';
import { listLastPlayedGames } from '@/server/domains/games/list-last-played-games';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withHandler(
  { objectName: 'lastPlayedGames', auth: 'required', query: lastPlayedGamesQuerySchema, rateLimit: { key: 'my-games', limit: 120, windowMs: 60_000 } },
  async ({ db, player, query }) => Response.json({ data: await listLastPlayedGames(db, player.playerId, query, player.countryCode) }),
);
