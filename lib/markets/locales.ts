import { isLanguageCode, type LanguageCode } from './languages';
import { MARKET_CODES, MARKETS, isMarketCode, type MarketCode } from './markets';

/** A locale is the site language plus the market, the first path segment of every page ('fi-FI', 'caf-CA'). */
export type Locale = `${LanguageCode}-${MarketCode}`;

export const DEFAULT_LOCALE = 'en-UN' satisfies Locale;
export const DEFAULT_MARKET = 'UN' satisfies MarketCode;
export const DEFAULT_COUNTRY = 'FI';
export const DEFAULT_SIGNUP_COUNTRY = 'FI';
export const DEFAULT_ISD = '358';

/** Shape of a locale segment (spec identity-and-account §5); membership in ENABLED_LOCALES is checked separately. */
export const LOCALE_PATTERN = /^[a-z]{2,4}-[A-Z]{2}$/;

function localesOf(enabledOnly: boolean): Locale[] {
  return MARKET_CODES.flatMap((code) => (enabledOnly && !MARKETS[code].isMarketEnabled ? [] : MARKETS[code].languages.map((l): Locale => `${l}-${code}`)));
}

/** Every language of every market, disabled ones included (hreflang audits, bcp47 lookups). */
export const ALL_LOCALES: readonly Locale[] = localesOf(false);

/** Locales the site serves: every language of every enabled market (so not ja-JP). */
export const ENABLED_LOCALES: readonly string[] = localesOf(true);

const ENABLED_SET: ReadonlySet<string> = new Set(ENABLED_LOCALES);
const ALL_SET: ReadonlySet<string> = new Set(ALL_LOCALES);

export interface ParsedLocale {
  language: LanguageCode;
  market: MarketCode;
  locale: Locale;
}

function split(segment: string): ParsedLocale | null {
  const [language, market] = segment.split('-');
  if (!isLanguageCode(language) || !isMarketCode(market)) return null;
  return { language, market, locale: `${language}-${market}` };
}

/** A served locale segment split into language and market, or null (wrong shape, unknown, or disabled market). */
export function parseLocale(segment: string): ParsedLocale | null {
  if (!LOCALE_PATTERN.test(segment) || !ENABLED_SET.has(segment)) return null;
  return split(segment);
}

export function isLocale(segment: string): segment is Locale {
  return parseLocale(segment) !== null;
}

/** The market of a `{language}-{MARKET}` locale ('fi-FI' → 'FI'), unchecked: callers hold a locale the gate served. */
export function marketOfLocale(locale: string): MarketCode {
  return locale.split('-')[1] as MarketCode;
}

/** BCP-47 tag for a locale from its market's localeMapping ('caf-CA' → 'fr-CA', 'en-UN' → 'en'); unknown → 'en'. */
export function bcp47ForLocale(locale: string): string {
  const parsed = ALL_SET.has(locale) ? split(locale) : null;
  if (!parsed) return MARKETS[DEFAULT_MARKET].localeMapping.en;
  return MARKETS[parsed.market].localeMapping[parsed.language];
}

/**
 * The same page in another locale: a locale-shaped first segment is replaced, otherwise the locale is prepended.
 * '/fi-FI/online-casino' → '/en-UN/online-casino'; '/promotions' → '/en-UN/promotions'.
 */
export function switchLocalePath(pathname: string, newLocale: string): string {
  const trimmed = pathname.replace(/^\/+/, '');
  const end = trimmed.search(/[/?#]/);
  const first = end === -1 ? trimmed : trimmed.slice(0, end);
  const rest = end === -1 ? '' : trimmed.slice(end);
  // A locale-shaped segment is never a page slug (slugs are lowercase), so even a stale or disabled one is replaced.
  const kept = LOCALE_PATTERN.test(first) ? rest : trimmed === '' ? '' : `/${trimmed}`;
  return `/${newLocale}${kept === '/' ? '' : kept}`;
}

export type EsVariant = 'es' | 'es_ES';

// Market-specific codes used outside their own market still need a language the game providers know.
const GAME_LANGUAGE: Partial<Record<LanguageCode, string>> = {
  caf: 'fr',
  ca: 'en',
  nz: 'en',
  inen: 'en',
  br: 'pt',
};

/**
 * Language sent when launching a game (spec games-wallet-bonuses §9): ja → ja_JP; CL and PE → es (or es_ES when the provider wants it);
 * CA → en or fr; IN and NZ → en; br → pt; every other code as is. English stays English in every market.
 */
export function gameLaunchLanguage(market: MarketCode, language: LanguageCode, options: { es?: EsVariant } = {}): string {
  if (language === 'ja') return 'ja_JP';
  if (language === 'en') return 'en';
  if (market === 'CL' || market === 'PE' || language === 'cl' || language === 'pe') return options.es ?? 'es';
  if (market === 'CA') return language === 'caf' || language === 'fr' ? 'fr' : 'en';
  if (market === 'IN' || market === 'NZ') return 'en';
  return GAME_LANGUAGE[language] ?? language;
}
