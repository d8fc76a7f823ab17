import { listMyGamesQuerySchema } from '@/lib/games/schemas';
import { listFavouriteGames } from '@/server/domains/games/list-favourite-games';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withHandler(
  { objectName: 'favouriteGames', auth: 'required', query: listMyGamesQuerySchema, rateLimit: { key: 'my-games', limit: 120, windowMs: 60_000 } },
  async ({ db, player, query }) => Response.json({ data: await listFavouriteGames(db, player.playerId, query, player.countryCode) }),
);
