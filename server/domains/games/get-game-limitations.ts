import 'server-only';
import type { GameLimitations } from '@/lib/games/contracts/limitations';
import { GAME_LIMITATION, gameLimitation, isExcludedFromBonusWagering } from '@/lib/games/game-limitation';
import { contributionPercent } from '@/lib/bonus/wagering';
import { and, eq } from 'drizzle-orm';
import { bonusAssignments, bonusCampaigns } from '@/server/db/schema';
import type { Game } from '@/lib/content/types/games';
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
  // The running bonus's own rules: a game its campaign excludes, or weights at 0 %, does not count either.
  if (statusCode === GAME_LIMITATION.WAGERING_AVAILABLE && (await runningContribution(db, playerId, game)) === 0)
    return { gameId, statusCode: GAME_LIMITATION.EXCLUDED_GAME };
  return { gameId, statusCode };
}

/** The game's wagering contribution under the player's running bonus of the game's vertical (null: none runs). */
async function runningContribution(db: Database, playerId: number, game: Game): Promise<number | null> {
  const vertical = game.type === 'casino' ? 'CASINO' : game.type === 'liveCasino' ? 'LIVE_CASINO' : null;
  if (vertical === null) return null;
  const [campaign] = await db
    .select({
      gameContributions: bonusCampaigns.gameContributions,
      defaultContribution: bonusCampaigns.defaultContribution,
      excludedGameIds: bonusCampaigns.excludedGameIds,
    })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.vertical, vertical), eq(bonusAssignments.state, 'ACTIVATED')));
  if (!campaign) return null;
  return contributionPercent(campaign, { gameId: game.id, gameType: game.gameType, alwaysExcluded: isExcludedFromBonusWagering(game) });
}
