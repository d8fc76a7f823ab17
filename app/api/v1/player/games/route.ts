import { getMyGames as getMyGamesContract } from '@/lib/games/contracts/my-games';
import { getMyGames } from '@/server/domains/games/get-my-games';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The lobby's "my games": the player's favourites and recent games, with each game's tile data. */
export const GET = withContract(getMyGamesContract, async ({ db, player, query }) => getMyGames(db, player.playerId, query, player.countryCode));
