import type { LobbyType } from '@/lib/content/types/games';

/** Spec games-wallet-bonuses §3 "Limitation flags": 0 none, 1 excluded game, 2 wagering requirements available. */
export const GAME_LIMITATION = { NONE: 0, EXCLUDED_GAME: 1, WAGERING_AVAILABLE: 2 } as const;
export type GameLimitation = (typeof GAME_LIMITATION)[keyof typeof GAME_LIMITATION];

/**
 * Sub-providers whose games never count towards bonus wagering. Spec games-wallet-bonuses §5 names PG Soft as "not eligible for a
 * game-related feature"; bonus wagering is that feature here (docs/decisions.md "Game limitations").
 */
export const BONUS_EXCLUDED_SUB_PROVIDERS: readonly string[] = ['pgsoft'];

export interface LimitationGame {
  type: LobbyType;
  jackpotExist: boolean;
  subProvider: { id: string } | null;
}

/** Bonus funds the player holds, in minor units (the ledger's CASINO and LIVE_CASINO bonus accounts). */
export interface LimitationBonusFunds {
  casinoBonus: bigint;
  liveCasinoBonus: bigint;
}

/** Jackpot games and excluded sub-providers never count towards wagering, whatever bonus the player holds. */
export function isExcludedFromBonusWagering(game: LimitationGame): boolean {
  return game.jackpotExist || (game.subProvider !== null && BONUS_EXCLUDED_SUB_PROVIDERS.includes(game.subProvider.id));
}

/**
 * What the game page tells a player about bonus wagering on this game:
 * - no bonus funds at all → 0 (nothing to say);
 * - bonus funds of the game's own vertical (casino bonus for a casino game, live casino bonus for a live table)
 *   and a game that counts → 2 (playing it wagers the bonus);
 * - otherwise → 1 (the game does not count towards the bonus the player holds: an excluded game, or a bonus of
 *   the other vertical, or a virtual race, which no bonus account covers).
 */
export function gameLimitation(game: LimitationGame, funds: LimitationBonusFunds): GameLimitation {
  if (funds.casinoBonus <= 0n && funds.liveCasinoBonus <= 0n) return GAME_LIMITATION.NONE;
  // The ledger holds no virtual-sports bonus: a race never wagers a casino or live casino bonus.
  const ownVertical = game.type === 'casino' ? funds.casinoBonus : game.type === 'liveCasino' ? funds.liveCasinoBonus : 0n;
  if (ownVertical > 0n && !isExcludedFromBonusWagering(game)) return GAME_LIMITATION.WAGERING_AVAILABLE;
  return GAME_LIMITATION.EXCLUDED_GAME;
}
