import { myGamesQuerySchema } from '@/lib/games/schemas';
import { getMyGames } from '@/server/domains/games/get-my-games';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The lobby's "my games": the player's favourites and recent games, with each game's tile data. */
export const GET = withHandler({ objectName: 'myGames', auth: 'required', query: myGamesQuerySchema, rateLimit: { key: 'my-games', limit: 120, windowMs: 60_000 } }, async ({ db, player, query }) =>
  Response.json(await getMyGames(db, player.playerId, query, player.countryCode)),
);
