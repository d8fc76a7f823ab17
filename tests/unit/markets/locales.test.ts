import {
  ALL_LOCALES,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_ISD,
  DEFAULT_LOCALE,
  DEFAULT_MARKET,
  DEFAULT_SIGNUP_COUNTRY,
  ENABLED_LOCALES,
  LOCALE_PATTERN,
  bcp47ForLocale,
  gameLaunchLanguage,
  isLocale,
  parseLocale,
  switchLocalePath,
} from '@/lib/markets';

describe('defaults (spec identity-and-account §9)', () => {
  it('are the spec values', () => {
    expect(DEFAULT_LOCALE).toBe('en-UN');
    expect(DEFAULT_MARKET).toBe('UN');
    expect(DEFAULT_COUNTRY).toBe('FI');
    expect(DEFAULT_SIGNUP_COUNTRY).toBe('FI');
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(DEFAULT_ISD).toBe('358');
  });

  it('the default locale is served', () => expect(ENABLED_LOCALES).toContain(DEFAULT_LOCALE));
});

describe('ENABLED_LOCALES / ALL_LOCALES', () => {
  it('serve every language of every enabled market, and not Japan', () => {
    expect(ENABLED_LOCALES).toHaveLength(41);
    expect(ENABLED_LOCALES).not.toContain('ja-JP');
    expect(ENABLED_LOCALES).toEqual(
      expect.arrayContaining(['fi-FI', 'en-FI', 'ca-CA', 'caf-CA', 'inen-IN', 'nz-NZ', 'de-JJ', 'en-PP', 'en-LL', 'fr-CH', 'tl-PH']),
    );
  });

  it('ALL_LOCALES adds the disabled market', () => {
    expect(ALL_LOCALES).toHaveLength(42);
    expect(ALL_LOCALES).toContain('ja-JP');
    expect(ALL_LOCALES.filter((l) => !ENABLED_LOCALES.includes(l))).toEqual(['ja-JP']);
  });

  it('has no duplicates and every locale matches the pattern', () => {
    expect(new Set(ALL_LOCALES).size).toBe(ALL_LOCALES.length);
    for (const locale of ALL_LOCALES) expect(locale).toMatch(LOCALE_PATTERN);
  });

  it('does not invent pairs the market does not offer', () => {
    expect(ENABLED_LOCALES).not.toContain('en-CA');
    expect(ENABLED_LOCALES).not.toContain('fr-CA');
    expect(ENABLED_LOCALES).not.toContain('en-FR');
    expect(ENABLED_LOCALES).not.toContain('en-NZ');
  });
});

describe('parseLocale', () => {
  it.each([
    ['en-UN', 'en', 'UN'],
    ['fi-FI', 'fi', 'FI'],
    ['caf-CA', 'caf', 'CA'],
    ['inen-IN', 'inen', 'IN'],
    ['de-JJ', 'de', 'JJ'],
    ['tl-PH', 'tl', 'PH'],
  ] as const)('parses %s', (segment, language, market) => {
    expect(parseLocale(segment)).toEqual({ language, market, locale: segment });
    expect(isLocale(segment)).toBe(true);
  });

  it.each([
    ['ja-JP', 'disabled market'],
    ['EN-UN', 'wrong case language'],
    ['en-un', 'wrong case market'],
    ['En-Un', 'mixed case'],
    ['e-UN', 'language too short'],
    ['en-U', 'market too short'],
    ['en', 'no market'],
    ['', 'empty'],
    ['xx-UN', 'unknown language'],
    ['es-CL', 'unknown language (Chile uses cl)'],
    ['en-XX', 'unknown market'],
    ['en-SE', 'country that is not a market'],
    ['fi-DE', 'language the market does not offer'],
    ['en_UN', 'underscore'],
    ['en-UN-x', 'trailing junk'],
    [' en-UN', 'leading space'],
    ['inenx-IN', 'language too long'],
  ])('rejects %j (%s)', (segment) => {
    expect(parseLocale(segment)).toBeNull();
    expect(isLocale(segment)).toBe(false);
  });
});

describe('bcp47ForLocale', () => {
  it.each([
    ['caf-CA', 'fr-CA'],
    ['ca-CA', 'en-CA'],
    ['en-UN', 'en'],
    ['fi-FI', 'fi-FI'],
    ['en-FI', 'en-FI'],
    ['no-NO', 'nb-NO'],
    ['br-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['tl-PH', 'fil-PH'],
    ['cl-CL', 'es-CL'],
    ['de-JJ', 'de-DE'],
    ['en-PP', 'en-SE'],
    ['ja-JP', 'ja-JP'],
  ])('%s → %s', (locale, tag) => expect(bcp47ForLocale(locale)).toBe(tag));

  it.each([['xx-YY'], ['en-CA'], ['']])('falls back to en for %j', (locale) => expect(bcp47ForLocale(locale)).toBe('en'));
});

describe('switchLocalePath', () => {
  it.each([
    ['/fi-FI/online-casino', 'en-UN', '/en-UN/online-casino'],
    ['/en-UN/online-casino/top/slots', 'caf-CA', '/caf-CA/online-casino/top/slots'],
    ['/en-UN', 'fi-FI', '/fi-FI'],
    ['/en-UN/', 'fi-FI', '/fi-FI'],
    ['/', 'fi-FI', '/fi-FI'],
    ['', 'fi-FI', '/fi-FI'],
    ['/promotions', 'fi-FI', '/fi-FI/promotions'],
    ['/promotions/welcome', 'nz-NZ', '/nz-NZ/promotions/welcome'],
    ['/ja-JP/online-casino', 'en-UN', '/en-UN/online-casino'],
    ['/inen-IN/my-account/limits', 'en-UN', '/en-UN/my-account/limits'],
    ['/en/online-casino', 'fi-FI', '/fi-FI/en/online-casino'],
    ['fi-FI/online-casino', 'en-UN', '/en-UN/online-casino'],
  ])('%j to %s → %s', (path, locale, expected) => expect(switchLocalePath(path, locale)).toBe(expected));

  it('keeps a query string and hash after the locale', () => {
    expect(switchLocalePath('/fi-FI?tab=live', 'en-UN')).toBe('/en-UN?tab=live');
    expect(switchLocalePath('/fi-FI/games?q=book#top', 'en-UN')).toBe('/en-UN/games?q=book#top');
  });
});

describe('gameLaunchLanguage (spec games-wallet-bonuses §9)', () => {
  it.each([
    ['JP', 'ja', 'ja_JP'],
    ['UN', 'ja', 'ja_JP'],
    ['CL', 'cl', 'es'],
    ['PE', 'pe', 'es'],
    ['CA', 'caf', 'fr'],
    ['CA', 'ca', 'en'],
    ['IN', 'inen', 'en'],
    ['NZ', 'nz', 'en'],
    ['BR', 'br', 'pt'],
    ['PT', 'pt', 'pt'],
    ['PH', 'tl', 'tl'],
    ['FI', 'fi', 'fi'],
    ['NO', 'no', 'no'],
    ['CH', 'fr', 'fr'],
    ['CH', 'de', 'de'],
    ['TR', 'tr', 'tr'],
    ['PL', 'pl', 'pl'],
    ['UN', 'en', 'en'],
    ['CL', 'en', 'en'],
    ['FI', 'en', 'en'],
  ] as const)('%s + %s → %s', (market, language, expected) => expect(gameLaunchLanguage(market, language)).toBe(expected));

  it('uses es_ES for CL and PE when asked', () => {
    expect(gameLaunchLanguage('CL', 'cl', { es: 'es_ES' })).toBe('es_ES');
    expect(gameLaunchLanguage('PE', 'pe', { es: 'es_ES' })).toBe('es_ES');
    expect(gameLaunchLanguage('FI', 'fi', { es: 'es_ES' })).toBe('fi');
  });
});
