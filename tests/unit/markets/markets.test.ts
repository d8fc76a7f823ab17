import {
  BCP47_BY_LANGUAGE,
  MARKETS,
  MARKET_CODES,
  countryCodeForMarket,
  defaultLanguageForMarket,
  getMarket,
  isMarketCode,
  mapLanguageForMarket,
  type MarketCode,
} from '@/lib/markets';

// [id, name, languages (default first), enabled, custom id, origin country]
const EXPECTED: ReadonlyArray<[MarketCode, string, string[], boolean, boolean, string]> = [
  ['UN', 'Global', ['en'], true, false, 'FI'],
  ['AT', 'Austria', ['de', 'en'], true, false, 'AT'],
  ['BR', 'Brazil', ['br', 'en'], true, false, 'BR'],
  ['CL', 'Chile', ['cl', 'en'], true, false, 'CL'],
  ['DE', 'Germany', ['de', 'en'], true, false, 'DE'],
  ['JJ', 'Germany', ['de', 'en'], true, true, 'DE'],
  ['FI', 'Finland', ['fi', 'en'], true, false, 'FI'],
  ['MT', 'Malta', ['en'], true, false, 'MT'],
  ['NO', 'Norway', ['no', 'en'], true, false, 'NO'],
  ['UK', 'United Kingdom', ['en'], true, false, 'GB'],
  ['GB', 'Great Britain', ['en'], true, false, 'GB'],
  ['GG', 'Guernsey', ['en'], true, false, 'GG'],
  ['CA', 'Canada', ['ca', 'caf'], true, false, 'CA'],
  ['PE', 'Peru', ['pe', 'en'], true, false, 'PE'],
  ['PP', 'Sweden', ['en'], true, true, 'SE'],
  ['NL', 'Netherlands', ['en'], true, false, 'NL'],
  ['LL', 'Netherlands', ['en'], true, true, 'NL'],
  ['IN', 'India', ['inen'], true, false, 'IN'],
  ['CX', 'Christmas Island', ['en'], true, false, 'CX'],
  ['FR', 'France', ['fr'], true, false, 'FR'],
  ['JP', 'Japan', ['ja'], false, false, 'JP'],
  ['NZ', 'New Zealand', ['nz'], true, false, 'NZ'],
  ['TR', 'Türkiye', ['tr', 'en'], true, false, 'TR'],
  ['CH', 'Switzerland', ['de', 'fr', 'en'], true, false, 'CH'],
  ['PL', 'Poland', ['pl', 'en'], true, false, 'PL'],
  ['PH', 'Philippines', ['tl', 'en'], true, false, 'PH'],
  ['PT', 'Portugal', ['pt', 'en'], true, false, 'PT'],
];

describe('MARKETS', () => {
  it('has exactly the 27 spec market codes, each keyed by its own id', () => {
    expect(MARKET_CODES).toHaveLength(27);
    expect(Object.keys(MARKETS).sort()).toEqual([...MARKET_CODES].sort());
    expect(EXPECTED.map(([id]) => id).sort()).toEqual([...MARKET_CODES].sort());
  });

  it.each(EXPECTED)('%s: %s %j enabled=%s custom=%s origin=%s', (id, name, languages, enabled, custom, origin) => {
    const market = MARKETS[id];
    expect(market).toMatchObject({ id, name, languages, isMarketEnabled: enabled, isCustomMarketId: custom, originCountryCode: origin });
    expect(market.regionLanguage).toBe(languages[0]);
    expect(Object.keys(market.localeMapping).sort()).toEqual([...languages].sort());
  });

  it('disables only Japan', () => {
    expect(MARKET_CODES.filter((c) => !MARKETS[c].isMarketEnabled)).toEqual(['JP']);
  });

  it('gives a custom-language mapping only to Canada', () => {
    expect(MARKET_CODES.filter((c) => MARKETS[c].mapLanguageToCustomLanguage)).toEqual(['CA']);
    expect(MARKETS.CA.mapLanguageToCustomLanguage).toEqual({ en: 'ca', fr: 'caf' });
  });

  it.each([
    ['FI', { fi: 'fi-FI', en: 'en-FI' }],
    ['UN', { en: 'en' }],
    ['CA', { ca: 'en-CA', caf: 'fr-CA' }],
    ['NO', { no: 'nb-NO', en: 'en-NO' }],
    ['PH', { tl: 'fil-PH', en: 'en-PH' }],
    ['BR', { br: 'pt-BR', en: 'en-BR' }],
    ['PT', { pt: 'pt-PT', en: 'en-PT' }],
    ['CL', { cl: 'es-CL', en: 'en-CL' }],
    ['IN', { inen: 'en-IN' }],
    ['NZ', { nz: 'en-NZ' }],
    ['JJ', { de: 'de-DE', en: 'en-DE' }],
    ['PP', { en: 'en-SE' }],
    ['LL', { en: 'en-NL' }],
    ['UK', { en: 'en-GB' }],
    ['CH', { de: 'de-CH', fr: 'fr-CH', en: 'en-CH' }],
    ['JP', { ja: 'ja-JP' }],
  ] as const)('%s localeMapping', (id, mapping) => expect(MARKETS[id].localeMapping).toEqual(mapping));

  it('maps every language to a canonical tag of the same base language as BCP47_BY_LANGUAGE', () => {
    for (const code of MARKET_CODES) {
      for (const [language, tag] of Object.entries(MARKETS[code].localeMapping)) {
        expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
        expect(tag.split('-')[0]).toBe(BCP47_BY_LANGUAGE[language as keyof typeof BCP47_BY_LANGUAGE].split('-')[0]);
      }
    }
  });
});

describe('getMarket / isMarketCode', () => {
  it('returns the record for a known code', () => expect(getMarket('FI')).toBe(MARKETS.FI));
  it.each([['fi'], ['SE'], ['XX'], ['']])('returns undefined for %j', (code) => {
    expect(getMarket(code)).toBeUndefined();
    expect(isMarketCode(code)).toBe(false);
  });
});

describe('countryCodeForMarket', () => {
  it.each([
    ['PP', 'SE'],
    ['LL', 'NL'],
    ['JJ', 'DE'],
    ['UK', 'GB'],
    ['FI', 'FI'],
    ['CA', 'CA'],
    ['CX', 'CX'],
    ['GG', 'GG'],
    ['UN', 'FI'],
  ] as const)('%s → %s', (market, country) => expect(countryCodeForMarket(market)).toBe(country));
});

describe('defaultLanguageForMarket', () => {
  it.each(EXPECTED.map(([id, , languages]) => [id, languages[0]] as const))('%s defaults to %s', (id, language) => {
    expect(defaultLanguageForMarket(id)).toBe(language);
  });

  it.each([['QC'], ['qc'], [' QC ']])('Quebec (%j) defaults Canada to French', (province) => {
    expect(defaultLanguageForMarket('CA', { province })).toBe('caf');
  });

  it.each([['ON'], ['BC'], [null], [undefined]])('other provinces (%j) keep English in Canada', (province) => {
    expect(defaultLanguageForMarket('CA', { province })).toBe('ca');
  });

  it('ignores the province outside Canada', () => expect(defaultLanguageForMarket('CH', { province: 'QC' })).toBe('de'));
});

describe('mapLanguageForMarket', () => {
  it.each([
    ['CA', 'fr', 'caf'],
    ['CA', 'en', 'ca'],
    ['CA', 'caf', 'caf'],
    ['CA', 'ca', 'ca'],
    ['CA', 'fi', 'ca'],
    ['FI', 'en', 'en'],
    ['FI', 'fi', 'fi'],
    ['FI', 'de', 'fi'],
    ['CH', 'fr', 'fr'],
    ['FR', 'en', 'fr'],
    ['NZ', 'en', 'nz'],
    ['CH', 'caf', 'fr'],
    ['PE', 'cl', 'pe'],
    ['MT', 'nz', 'en'],
    ['FR', 'caf', 'fr'],
    ['PT', 'br', 'pt'],
    ['CH', 'ca', 'en'],
  ] as const)('%s + %s → %s', (market, language, expected) => expect(mapLanguageForMarket(market, language)).toBe(expected));
});
