import { getMarket, isMarketCode, MARKETS, type MarketCode } from '@/lib/markets/markets';
import { isOntario, isProvinceCode } from '@/lib/markets/provinces';

// Who may ask for an account migration between regulated markets, and to where (identity-and-account.md §7
// `/player/migration`; docs/decisions.md "Account migration requests"). Pure and isomorphic: the account page
// offers what the platform accepts.

/**
 * The market a player's account belongs to, from the account's country: the market of that code when there is
 * one (GB, DE, FI, CA), else the first market whose origin is that country (SE → PP), else Global (UN).
 */
export function marketOfCountry(countryCode: string): MarketCode {
  const code = countryCode.toUpperCase();
  if (isMarketCode(code)) return code;
  const origin = (Object.values(MARKETS) as { id: MarketCode; originCountryCode: string; isMarketEnabled: boolean }[]).find(
    (market) => market.originCountryCode === code && market.isMarketEnabled,
  );
  return origin?.id ?? 'UN';
}

export type MigrationRefusal = 'unknown_market' | 'province_required' | 'province_not_allowed' | 'unknown_province' | 'same_market';

export type MigrationCheck = { ok: true } | { ok: false; field: 'toMarket' | 'toProvince'; reason: MigrationRefusal };

/**
 * Whether a player of `from` may ask to move to `toMarket` (and, in Canada, `toProvince`): the market must be one
 * the site knows and runs, a move into Canada names the province (Ontario is its own regulated market), and the
 * target differs from the player's own market, except the move between Ontario and the rest of Canada, which is
 * the one move inside a market that changes the regulator (iGaming Ontario).
 */
export function checkMigrationRequest(
  from: { countryCode: string; provinceCode: string | null },
  to: { toMarket: string; toProvince?: string | null },
): MigrationCheck {
  const market = getMarket(to.toMarket);
  if (!market || !market.isMarketEnabled) return { ok: false, field: 'toMarket', reason: 'unknown_market' };
  const toProvince = to.toProvince ?? null;
  if (market.id !== 'CA' && toProvince !== null) return { ok: false, field: 'toProvince', reason: 'province_not_allowed' };
  if (market.id === 'CA' && toProvince === null) return { ok: false, field: 'toProvince', reason: 'province_required' };
  if (toProvince !== null && !isProvinceCode(toProvince)) return { ok: false, field: 'toProvince', reason: 'unknown_province' };
  const fromMarket = marketOfCountry(from.countryCode);
  if (fromMarket === market.id) {
    const crossesOntario = market.id === 'CA' && isOntario(from.provinceCode) !== isOntario(toProvince);
    if (!crossesOntario) return { ok: false, field: 'toMarket', reason: 'same_market' };
  }
  return { ok: true };
}

/** The Canadian target of an account-page province change that was refused for crossing Ontario's border. */
export function ontarioMoveTarget(provinceCode: string): { toMarket: 'CA'; toProvince: string } {
  return { toMarket: 'CA', toProvince: provinceCode.toUpperCase() };
}
