// Market restrictions on games (spec games-wallet-bonuses §5): a game is hidden where the player's market is
// listed against its provider or its sub-provider.

/** The minimal game shape the restriction rule reads; content games carry more fields than this. */
export interface RestrictableGame {
  provider?: { restrictedCountries?: readonly string[] | null } | null;
  subProvider?: { restrictedCountry?: readonly string[] | null } | null;
}

/**
 * Restricted sub-providers and their market lists. The spec names them but says they "currently have empty
 * market lists", so they restrict nothing until a list is filled in.
 */
export const RESTRICTED_SUB_PROVIDERS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'Wizard Games': [],
  Oryx: [],
  Thunderspin: [],
  Betsoft: [],
  'Red Rake': [],
  Habanero: [],
  Apparat: [],
  BallyWulff: [],
  FBM: [],
  Ezugi: [],
  Evolution: [],
});

function normalize(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/**
 * The codes a player is known by: the market itself and, for custom markets (PP, LL, JJ), the country it stands
 * for (SE, NL, DE), because content editors list either.
 */
function viewerCodes(market: string | null | undefined, marketCountry?: string | null): ReadonlySet<string> {
  return new Set([normalize(market), normalize(marketCountry)].filter((code) => code !== ''));
}

function listsAny(list: readonly string[] | null | undefined, codes: ReadonlySet<string>): boolean {
  return (list ?? []).some((entry) => codes.has(normalize(entry)));
}

/** True when the game must be hidden for a player in `market` (case-insensitive; custom markets match their country too). */
export function isGameRestricted(game: RestrictableGame, market: string | null | undefined, marketCountry?: string | null): boolean {
  const codes = viewerCodes(market, marketCountry);
  // No known market means nothing to match against, so nothing is hidden.
  if (codes.size === 0) return false;
  return listsAny(game.provider?.restrictedCountries, codes) || listsAny(game.subProvider?.restrictedCountry, codes);
}

/** The games a player in `market` may see, in their original order. */
export function filterRestrictedGames<T extends RestrictableGame>(games: readonly T[], market: string | null | undefined, marketCountry?: string | null): T[] {
  return games.filter((game) => !isGameRestricted(game, market, marketCountry));
}
