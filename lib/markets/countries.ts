import { COUNTRY_ROWS } from './country-rows';
import { DEFAULT_CURRENCY, type CurrencyCode } from './currency';
import type { LanguageCode } from './languages';
import type { MarketCode } from './markets';

export interface Country {
  code: string;
  name: string;
  /** Dialling prefix without '+'. */
  isd: string;
  currency?: CurrencyCode;
  active: boolean;
  allowed: boolean;
  location: { lat: number; lon: number };
}

/** Currencies the country list carries (spec identity-and-account §1); every other country gets none and signs up in EUR. */
export type CountryCurrency = Extract<CurrencyCode, 'CAD' | 'EUR' | 'CLP' | 'INR' | 'NZD' | 'NOK' | 'PHP'>;

// Countries and territories whose legal tender is one of the supported currencies.
const CURRENCY_BY_COUNTRY: Readonly<Record<string, CountryCurrency>> = {
  CA: 'CAD',
  CL: 'CLP',
  IN: 'INR',
  PH: 'PHP',
  ...Object.fromEntries(['NZ', 'CK', 'NU', 'PN', 'TK'].map((c) => [c, 'NZD'] as const)),
  ...Object.fromEntries(['NO', 'SJ', 'BV'].map((c) => [c, 'NOK'] as const)),
  ...Object.fromEntries(
    [
      // The 21 euro-area members (Bulgaria joined on 1 January 2026).
      'AT',
      'BE',
      'BG',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PT',
      'SI',
      'SK',
      // Euro users outside the EU and EU territories with their own ISO code.
      'AD',
      'MC',
      'SM',
      'VA',
      'ME',
      'XK',
      'AX',
      'BL',
      'GF',
      'GP',
      'MF',
      'MQ',
      'PM',
      'RE',
      'TF',
      'YT',
    ].map((c) => [c, 'EUR'] as const),
  ),
};

/** Active countries (spec identity-and-account §1): Canada, Finland, New Zealand, Norway. */
export const ACTIVE_COUNTRY_CODES: ReadonlySet<string> = new Set(['CA', 'FI', 'NZ', 'NO']);

/** Countries the operator refuses; the reasoning per group is in docs/decisions.md. */
export const RESTRICTED_COUNTRY_CODES: ReadonlySet<string> = new Set([
  // United States and its territories: state-by-state licensing we do not hold.
  'US',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
  'UM',
  // FATF "call for action" list and comprehensive sanctions.
  'KP',
  'IR',
  'MM',
  'CU',
  'SY',
  // National online-casino bans or licensing regimes we do not hold, and that actively enforce them.
  'AU',
  'BE',
  'DK',
  'ES',
  'IT',
]);

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([code, name, isd, lat, lon]) => ({
  code,
  name,
  isd,
  ...(CURRENCY_BY_COUNTRY[code] ? { currency: CURRENCY_BY_COUNTRY[code] } : {}),
  active: ACTIVE_COUNTRY_CODES.has(code),
  allowed: !RESTRICTED_COUNTRY_CODES.has(code),
  location: { lat, lon },
}));

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));

export function getCountry(code: string): Country | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Unknown or missing countries are allowed: the CDN country header may be absent, and only a known refusal blocks. */
export function isCountryAllowed(code: string | null | undefined): boolean {
  return code ? (getCountry(code)?.allowed ?? true) : true;
}

/** Registration in the Global market with English hides these (spec identity-and-account §5). */
const HIDDEN_IN_GLOBAL_ENGLISH: ReadonlySet<string> = new Set(['BG', 'CH', 'PL']);

/** Countries offered in the sign-up country picker: every allowed country, minus the Global-English exclusions. */
export function countriesForSignup(market: MarketCode, language: LanguageCode): readonly Country[] {
  const hideGlobal = market === 'UN' && language === 'en';
  return COUNTRIES.filter((c) => c.allowed && !(hideGlobal && HIDDEN_IN_GLOBAL_ENGLISH.has(c.code)));
}

/**
 * Countries named in the page's language (CLDR via Intl.DisplayNames; the list's English name where it has
 * none) and sorted by that name with the language's collation, so a Finnish player finds Saksa under S and
 * Åland after Z, as a Finnish list would. `bcp47` is the page's tag (bcp47ForLocale).
 */
export function countriesByLocalName<C extends Pick<Country, 'code' | 'name'>>(countries: readonly C[], bcp47: string): C[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(bcp47, { sensitivity: 'base' });
  return countries
    .map((country) => ({ ...country, name: names?.of(country.code) ?? country.name }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

/** A country's currency from the country list, or the default EUR when it has none of the supported ones. */
export function currencyForCountry(code: string | null | undefined): CurrencyCode {
  return (code ? getCountry(code)?.currency : undefined) ?? DEFAULT_CURRENCY;
}
