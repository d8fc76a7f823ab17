import { BCP47_BY_LANGUAGE } from '@/lib/markets/languages';
import { DEFAULT_MARKET } from '@/lib/markets/locales';
import { MARKET_CODES, MARKETS } from '@/lib/markets/markets';
import { LANGUAGE_ENDONYMS } from './language-names';
import type { SwitcherMarket } from './locale-switcher';

/**
 * The switcher's choices: enabled markets only, each with its own languages. Two markets sharing a name
 * (custom ids such as JJ for Germany) get their id appended so the options stay distinguishable.
 */
export function switcherMarkets(marketName: (id: string) => string, collator: Intl.Collator): SwitcherMarket[] {
  const enabled = MARKET_CODES.filter((code) => MARKETS[code].isMarketEnabled);
  const names = enabled.map((code) => marketName(code));
  const options = enabled.map((code, index) => ({
    id: code,
    label: names.indexOf(names[index]) === names.lastIndexOf(names[index]) ? names[index] : `${names[index]} (${code})`,
    languages: MARKETS[code].languages.map((language) => ({
      code: language,
      label: LANGUAGE_ENDONYMS[language],
      lang: BCP47_BY_LANGUAGE[language],
    })),
  }));
  // Global first, then by name in the page's language.
  return options.sort((a, b) => (a.id === DEFAULT_MARKET ? -1 : b.id === DEFAULT_MARKET ? 1 : collator.compare(a.label, b.label)));
}
