import 'server-only';
import type { GameLimitations } from '@/lib/games/contracts/limitations';
import { gameLimitation } from '@/lib/games/game-limitation';
import type { Database } from '@/server/db/database';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { ApiError } from '@/server/http/errors';
import { getWallet } from '@/server/domains/wallet';

/**
 * The bonus limitation flag of one game for the player (GET /v2/games/{game}/limitations): decided by
 * `gameLimitation` from the catalogue game (lobby, jackpot, sub-provider) and the bonus funds the player holds
 * in the ledger's CASINO and LIVE_CASINO accounts. 404 error.not_found for a game the catalogue does not have.
 */
export async function getGameLimitations(db: Database, playerId: number, gameId: string): Promise<GameLimitations> {
  const [game] = await getGamesByIds({ ids: [gameId] });
  if (!game) throw new ApiError('error.not_found', 'No such game.');
  const wallet = await getWallet(db, playerId);
  const statusCode = gameLimitation(game, { casinoBonus: BigInt(wallet.casinoBonus), liveCasinoBonus: BigInt(wallet.liveCasinoBonus) });
  return { gameId, statusCode };
}
