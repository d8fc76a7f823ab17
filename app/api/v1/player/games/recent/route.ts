import { listMyGamesQuerySchema, recordRecentGameQuerySchema } from '@/lib/games/schemas';
import { listRecentGames } from '@/server/domains/games/list-recent-games';
import { recordRecentGame } from '@/server/domains/games/record-recent-game';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withHandler(
  { objectName: 'recentGames', auth: 'required', query: listMyGamesQuerySchema, rateLimit: { key: 'my-games', limit: 120, windowMs: 60_000 } },
  async ({ db, player, query }) => Response.json({ data: await listRecentGames(db, player.playerId, query, player.countryCode) }),
);

export const POST = withHandler(
  { objectName: 'recentGame', auth: 'required', query: recordRecentGameQuerySchema, rateLimit: { key: 'my-games-write', limit: 60, windowMs: 60_000 } },
  async ({ db, player, query }) => Response.json(await recordRecentGame(db, { playerId: player.playerId, gameId: query.gameId, lobbyPageType: query.category })),
);
