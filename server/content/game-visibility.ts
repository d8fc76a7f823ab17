import { isGameRestricted } from '@/lib/content/rules/restriction';
import type { Game } from '@/lib/content/types/games';
import { countryCodeForMarket, isMarketCode } from '@/lib/markets/markets';

/**
 * The codes content may list for a viewer's market: the market and, for custom markets (PP, LL, JJ), the
 * country it stands for. Empty for no market, which hides nothing. Passed to the queries as `$markets`.
 */
export function viewerMarketCodes(market: string | null | undefined): string[] {
  const code = market?.trim().toUpperCase();
  if (!code) return [];
  const country = isMarketCode(code) ? countryCodeForMarket(code) : undefined;
  return country && country !== code ? [code, country] : [code];
}

/** The restriction rule (provider and sub-provider lists) plus the game's own list: what the list queries filter. */
export function isGameHiddenInMarket(game: Pick<Game, 'provider' | 'subProvider' | 'restrictedCountries'>, market: string | null | undefined): boolean {
  const codes = viewerMarketCodes(market);
  if (codes.length === 0) return false;
  return isGameRestricted(game, codes[0], codes[1]) || game.restrictedCountries.some((code) => codes.includes(code.toUpperCase()));
}
