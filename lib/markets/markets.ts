import { BCP47_BY_LANGUAGE, type LanguageCode } from './languages';
import { QUEBEC_REGION } from './provinces';

/** Market codes (spec identity-and-account §1); JJ, PP and LL are custom ids for Germany, Sweden and the Netherlands. */
export const MARKET_CODES = [
  'AT',
  'BR',
  'CL',
  'DE',
  'JJ',
  'FI',
  'MT',
  'NO',
  'UK',
  'UN',
  'CA',
  'PE',
  'PP',
  'NL',
  'IN',
  'LL',
  'CX',
  'FR',
  'JP',
  'NZ',
  'TR',
  'CH',
  'PL',
  'PH',
  'PT',
  'GB',
  'GG',
] as const;

export type MarketCode = (typeof MARKET_CODES)[number];

export interface Market {
  id: MarketCode;
  name: string;
  /** The first language is the market's default. */
  languages: LanguageCode[];
  isMarketEnabled: boolean;
  isCustomMarketId: boolean;
  /** Site language code → BCP-47 tag of that language in this market ('fi' → 'fi-FI'). */
  localeMapping: Record<string, string>;
  originCountryCode: string;
  /** Plain language → this market's own code for it (Canada: fr → caf, en → ca). */
  mapLanguageToCustomLanguage?: Record<string, LanguageCode>;
  /** Main language for market-specific features; always the default language. */
  regionLanguage: LanguageCode;
}

interface MarketOptions {
  origin: string;
  custom?: boolean;
  disabled?: boolean;
  customLanguages?: Record<string, LanguageCode>;
  // Global has no region, so its tags are bare languages ('en-UN' → 'en').
  noRegion?: boolean;
}

function market(id: MarketCode, name: string, languages: LanguageCode[], options: MarketOptions): Market {
  const localeMapping: Record<string, string> = {};
  for (const language of languages) {
    const base = BCP47_BY_LANGUAGE[language].split('-')[0];
    localeMapping[language] = options.noRegion ? base : `${base}-${options.origin}`;
  }
  return {
    id,
    name,
    languages,
    isMarketEnabled: !options.disabled,
    isCustomMarketId: options.custom ?? false,
    localeMapping,
    originCountryCode: options.origin,
    ...(options.customLanguages ? { mapLanguageToCustomLanguage: options.customLanguages } : {}),
    regionLanguage: languages[0],
  };
}

export const MARKETS: Readonly<Record<MarketCode, Market>> = {
  // Global has no country of its own; Finland is the spec's default country (identity-and-account §9).
  UN: market('UN', 'Global', ['en'], { origin: 'FI', noRegion: true }),
  AT: market('AT', 'Austria', ['de', 'en'], { origin: 'AT' }),
  BR: market('BR', 'Brazil', ['br', 'en'], { origin: 'BR' }),
  CL: market('CL', 'Chile', ['cl', 'en'], { origin: 'CL' }),
  DE: market('DE', 'Germany', ['de', 'en'], { origin: 'DE' }),
  JJ: market('JJ', 'Germany', ['de', 'en'], { origin: 'DE', custom: true }),
  FI: market('FI', 'Finland', ['fi', 'en'], { origin: 'FI' }),
  MT: market('MT', 'Malta', ['en'], { origin: 'MT' }),
  NO: market('NO', 'Norway', ['no', 'en'], { origin: 'NO' }),
  UK: market('UK', 'United Kingdom', ['en'], { origin: 'GB' }),
  GB: market('GB', 'Great Britain', ['en'], { origin: 'GB' }),
  GG: market('GG', 'Guernsey', ['en'], { origin: 'GG' }),
  CA: market('CA', 'Canada', ['ca', 'caf'], { origin: 'CA', customLanguages: { en: 'ca', fr: 'caf' } }),
  PE: market('PE', 'Peru', ['pe', 'en'], { origin: 'PE' }),
  PP: market('PP', 'Sweden', ['en'], { origin: 'SE', custom: true }),
  NL: market('NL', 'Netherlands', ['en'], { origin: 'NL' }),
  LL: market('LL', 'Netherlands', ['en'], { origin: 'NL', custom: true }),
  IN: market('IN', 'India', ['inen'], { origin: 'IN' }),
  CX: market('CX', 'Christmas Island', ['en'], { origin: 'CX' }),
  FR: market('FR', 'France', ['fr'], { origin: 'FR' }),
  JP: market('JP', 'Japan', ['ja'], { origin: 'JP', disabled: true }),
  NZ: market('NZ', 'New Zealand', ['nz'], { origin: 'NZ' }),
  TR: market('TR', 'Türkiye', ['tr', 'en'], { origin: 'TR' }),
  CH: market('CH', 'Switzerland', ['de', 'fr', 'en'], { origin: 'CH' }),
  PL: market('PL', 'Poland', ['pl', 'en'], { origin: 'PL' }),
  PH: market('PH', 'Philippines', ['tl', 'en'], { origin: 'PH' }),
  PT: market('PT', 'Portugal', ['pt', 'en'], { origin: 'PT' }),
};

const MARKET_SET: ReadonlySet<string> = new Set(MARKET_CODES);

export function isMarketCode(value: string): value is MarketCode {
  return MARKET_SET.has(value);
}

export function getMarket(code: MarketCode): Market;
export function getMarket(code: string): Market | undefined;
export function getMarket(code: string): Market | undefined {
  return isMarketCode(code) ? MARKETS[code] : undefined;
}

/** Country a market stands for: PP → SE, LL → NL, JJ → DE, UK → GB, otherwise its own origin (spec identity-and-account §1). */
export function countryCodeForMarket(market: MarketCode): string {
  return MARKETS[market].originCountryCode;
}

/** The market's first language, except that Quebec defaults the Canada market to French (spec identity-and-account §1). */
export function defaultLanguageForMarket(market: MarketCode, context: { province?: string | null } = {}): LanguageCode {
  if (market === 'CA' && context.province?.trim().toUpperCase() === QUEBEC_REGION) return 'caf';
  return MARKETS[market].languages[0];
}

/**
 * The market's own code for a language (Canada: fr → caf, en → ca), else the market's language that is the
 * same language by its BCP-47 base (caf → fr in Switzerland, cl → pe in Peru, nz → en in Malta); a language the
 * market does not offer gives the market default, so switching market never lands on a locale that does not exist.
 */
export function mapLanguageForMarket(market: MarketCode, language: string): LanguageCode {
  const record = MARKETS[market];
  const mapped = record.mapLanguageToCustomLanguage?.[language] ?? language;
  const exact = record.languages.find((l) => l === mapped);
  if (exact) return exact;
  const base = (code: string) => (BCP47_BY_LANGUAGE as Record<string, string | undefined>)[code]?.split('-')[0];
  const wanted = base(language) ?? language;
  return record.languages.find((l) => base(l) === wanted) ?? record.languages[0];
}
