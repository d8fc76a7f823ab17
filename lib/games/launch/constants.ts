/** Spec games-wallet-bonuses §9: partner code and jurisdiction sent with every game launch. */
export const PARTNER_CODE = 653;
export const LAUNCH_JURISDICTION = 'MT';
/** Pragmatic's `stylename`: the operator's skin name at the provider (value not shown in the spec). */
export const PRAGMATIC_STYLE_NAME = 'luckyharbour';

export const MONEY_MODES = ['fun', 'real'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

export const LAUNCH_CHANNELS = ['desktop', 'mobile'] as const;
export type LaunchChannel = (typeof LAUNCH_CHANNELS)[number];

/**
 * Providers of the spec's play routes (games-wallet-bonuses §2) plus the studios the catalogue carries (they launch by game ticket),
 * the virtual-sports studio among them.
 */
export const GAME_PROVIDERS = [
  'relax',
  'quickspin',
  'evolution',
  'playngo',
  'pragmaticplay',
  'yggdrasil',
  'pariplay',
  'softswiss',
  'novomatic',
  'creedroomz',
  'elk',
  'hacksaw',
  'playson',
  'playtech',
  'skywind',
  'thunderkick',
  'tidalvirtuals',
] as const;
export type GameProviderId = (typeof GAME_PROVIDERS)[number];

export function isGameProviderId(value: string): value is GameProviderId {
  return (GAME_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Spec games-wallet-bonuses §7 "Proxy country lists per provider": players in these countries reach the provider's game servers
 * through the operator's proxy (the launch answer says so; the proxy itself is infrastructure).
 */
export const PROXY_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  relax: ['SE', 'CA'],
  hacksaw: ['SE'],
  playson: ['SE', 'CA'],
  pragmatic: ['FR', 'IN'],
  playngo: ['CA', 'SE'],
  thunderkick: ['SE', 'CA'],
  elk: ['SE', 'CA'],
  playtech: ['SE', 'CA'],
  skywind: ['SE', 'CA', 'MT'],
  evolution: ['CA', 'SE'],
};

/** The spec lists pragmatic under its short name; the catalogue calls it pragmaticplay. */
const PROXY_KEY: Partial<Record<GameProviderId, string>> = { pragmaticplay: 'pragmatic' };

/** Whether a launch of `provider`'s game from `countryCode` goes through the operator's proxy. */
export function usesProxy(provider: string, countryCode: string | null | undefined): boolean {
  if (!countryCode) return false;
  const key = PROXY_KEY[provider as GameProviderId] ?? provider;
  return PROXY_COUNTRIES[key]?.includes(countryCode.toUpperCase()) ?? false;
}
