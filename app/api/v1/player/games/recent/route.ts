import { listRecentGames as listRecentGamesContract, recordRecentGame as recordRecentGameContract } from '@/lib/games/contracts/my-games';
import { listRecentGames } from '@/server/domains/games/list-recent-games';
import { recordRecentGame } from '@/server/domains/games/record-recent-game';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(listRecentGamesContract, async ({ db, player, query }) => ({
  data: await listRecentGames(db, player.playerId, query, player.countryCode),
}));

export const POST = withContract(recordRecentGameContract, async ({ db, player, query }) =>
  recordRecentGame(db, { playerId: player.playerId, gameId: query.gameId, lobbyPageType: query.category }),
);
