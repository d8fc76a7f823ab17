import { listFavouriteGames as listFavouriteGamesContract } from '@/lib/games/contracts/my-games';
import { listFavouriteGames } from '@/server/domains/games/list-favourite-games';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(listFavouriteGamesContract, async ({ db, player, query }) => ({
  data: await listFavouriteGames(db, player.playerId, query, player.countryCode),
}));
