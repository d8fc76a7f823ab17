import { BCP47_BY_LANGUAGE } from '@/lib/markets/languages';
import { DEFAULT_MARKET } from '@/lib/markets/locales';
import { MARKET_CODES, MARKETS, type MarketCode } from '@/lib/markets/markets';
import { LANGUAGE_ENDONYMS } from './language-names';
import type { SwitcherMarket } from './locale-switcher';

/**
 * Enabled markets the picker does not offer, beside the custom ids (JJ, LL, PP), which are internal. Their URLs
 * keep working; the reasons are in docs/decisions.md (Market picker).
 * - UK: the same country as GB, which holds the licence and the helpline; both would read "United Kingdom".
 * - CX: an Australian external territory, under the same national online-casino ban as Australia (refused).
 */
const NOT_OFFERED: ReadonlySet<MarketCode> = new Set(['UK', 'CX']);

/** The markets a player picks from: enabled, not custom, not set aside above. */
export function pickerMarketCodes(): MarketCode[] {
  return MARKET_CODES.filter((code) => MARKETS[code].isMarketEnabled && !MARKETS[code].isCustomMarketId && !NOT_OFFERED.has(code));
}

/**
 * The switcher's choices, each with its own languages: one per country a player would pick, named by that
 * country in the page's language (CLDR through Intl.DisplayNames, `bcp47` being the page's tag); Global takes
 * `globalName`. Global first, then by name with the page language's collation.
 */
export function switcherMarkets(bcp47: string, globalName: string): SwitcherMarket[] {
  const regionNames = new Intl.DisplayNames([bcp47], { type: 'region' });
  const collator = new Intl.Collator(bcp47);
  const options = pickerMarketCodes().map((code) => ({
    id: code,
    label: code === DEFAULT_MARKET ? globalName : (regionNames.of(MARKETS[code].originCountryCode) ?? MARKETS[code].name),
    languages: MARKETS[code].languages.map((language) => ({
      code: language,
      label: LANGUAGE_ENDONYMS[language],
      lang: BCP47_BY_LANGUAGE[language],
    })),
  }));
  return options.sort((a, b) => (a.id === DEFAULT_MARKET ? -1 : b.id === DEFAULT_MARKET ? 1 : collator.compare(a.label, b.label)));
}
