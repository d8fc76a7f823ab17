import { listLastPlayedGames as listLastPlayedGamesContract } from '@/lib/wallet/contracts';
import { listLastPlayedGames } from '@/server/domains/games/list-last-played-games';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(listLastPlayedGamesContract, async ({ db, player, query }) => ({
  data: await listLastPlayedGames(db, player.playerId, query, player.countryCode),
}));
