import type { AccessFlags } from '@/lib/identity/schemas';

export type PlayLobby = 'casino' | 'liveCasino' | 'virtualSports';

export type PlayGuardReason = 'payoutRisk' | 'multibrandSuspended' | 'casinoAccess' | 'liveCasinoAccess' | 'virtualSportsAccess';

/**
 * Spec games-wallet-bonuses §2 game page guards: a payout-risk or multibrand-suspended player, or one without access to the
 * game's product, may not play. Anonymous visitors pass (demo play); live play's login rule is separate.
 * `lobby` null: the product is not known yet (/play/{gameSlug} in the gate), so only the account checks apply.
 */
export function playGuard(
  access: Pick<AccessFlags, 'payoutRisk' | 'multibrandSuspended' | 'casino' | 'liveCasino' | 'virtualSports'>,
  lobby: PlayLobby | null,
): PlayGuardReason | null {
  if (access.multibrandSuspended) return 'multibrandSuspended';
  if (access.payoutRisk) return 'payoutRisk';
  if (lobby === 'casino' && !access.casino) return 'casinoAccess';
  if (lobby === 'liveCasino' && !access.liveCasino) return 'liveCasinoAccess';
  if (lobby === 'virtualSports' && !access.virtualSports) return 'virtualSportsAccess';
  return null;
}

/** The lobby a play path belongs to, or null when the path is not a play path (rest = path after the locale). */
export function playPathLobby(rest: string): PlayLobby | 'either' | null {
  if (/^\/online-casino\/play\/[^/]+/.test(rest)) return 'casino';
  if (/^\/live-casino-online\/play\/[^/]+/.test(rest)) return 'liveCasino';
  if (/^\/play\/[^/]+\/?$/.test(rest)) return 'either';
  return null;
}

/** Where a guarded player goes: the locale fallback, the locale's home page (decision in docs/decisions.md). */
export const playFallbackPath = (locale: string) => `/${locale}`;

/** Live play needs login: visitors go to the live casino page (spec games-wallet-bonuses §2). */
export const livePlayLoginFallback = (locale: string) => `/${locale}/live-casino-online`;

/** The live play path of a live game reached through /play/{gameSlug} by a signed-in player (spec games-wallet-bonuses §2). */
export const livePlayPath = (locale: string, provider: string, gameSlug: string) => `/${locale}/live-casino-online/play/${provider}/${gameSlug}`;
