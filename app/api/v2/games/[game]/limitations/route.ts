import { getGameLimitations as getGameLimitationsContract } from '@/lib/games/contracts/limitations';
import { getGameLimitations } from '@/server/domains/games/get-game-limitations';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Bonus limitation flag of a game for the signed-in player (games-wallet-bonuses §3 "Limitation flags", §7 v2). */
export const GET = withContract(getGameLimitationsContract, async ({ db, player, params }) => getGameLimitations(db, player.playerId, params.game));
