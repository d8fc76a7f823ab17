import { BCP47_BY_LANGUAGE, LANGUAGE_CODES, isLanguageCode, mapCafToFr, toMessagesLanguage, toSportsbookLanguage } from '@/lib/markets';

describe('LANGUAGE_CODES', () => {
  it('lists exactly the spec language codes', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual(
      ['en', 'fi', 'no', 'de', 'caf', 'ca', 'nz', 'fr', 'inen', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl'].sort(),
    );
  });

  it.each([['en'], ['caf'], ['inen'], ['tl']])('recognises %s', (code) => expect(isLanguageCode(code)).toBe(true));
  it.each([['EN'], ['es'], ['nb'], [''], ['en-UN']])('rejects %s', (code) => expect(isLanguageCode(code)).toBe(false));
});

describe('BCP47_BY_LANGUAGE', () => {
  it.each([
    ['en', 'en'],
    ['fi', 'fi'],
    ['no', 'nb'],
    ['de', 'de'],
    ['caf', 'fr-CA'],
    ['ca', 'en-CA'],
    ['nz', 'en-NZ'],
    ['fr', 'fr'],
    ['inen', 'en-IN'],
    ['cl', 'es-CL'],
    ['pe', 'es-PE'],
    ['pt', 'pt-PT'],
    ['br', 'pt-BR'],
    ['ja', 'ja'],
    ['tl', 'fil'],
    ['tr', 'tr'],
    ['pl', 'pl'],
  ] as const)('%s → %s', (code, tag) => expect(BCP47_BY_LANGUAGE[code]).toBe(tag));

  it('maps every code to a canonical BCP-47 tag Intl accepts', () => {
    for (const code of LANGUAGE_CODES) {
      const tag = BCP47_BY_LANGUAGE[code];
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
  });
});

describe('mapCafToFr', () => {
  it('maps caf to fr (spec identity-and-account §5)', () => expect(mapCafToFr('caf')).toBe('fr'));

  it('keeps every other language as is', () => {
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'caf')) expect(mapCafToFr(code)).toBe(code);
  });

  it('is the messages-language mapping', () => expect(toMessagesLanguage).toBe(mapCafToFr));
});

describe('toSportsbookLanguage', () => {
  it.each([
    ['nz', 'EN'],
    ['caf', 'EN'],
    ['fr', 'EN'],
    ['inen', 'EN'],
    ['pt', 'BR'],
  ] as const)('falls back %s → %s', (code, expected) => expect(toSportsbookLanguage(code)).toBe(expected));

  it.each([
    ['en', 'EN'],
    ['fi', 'FI'],
    ['no', 'NO'],
    ['de', 'DE'],
    ['ca', 'CA'],
    ['cl', 'CL'],
    ['pe', 'PE'],
    ['br', 'BR'],
    ['ja', 'JA'],
    ['tl', 'TL'],
    ['tr', 'TR'],
    ['pl', 'PL'],
  ] as const)('uppercases %s → %s', (code, expected) => expect(toSportsbookLanguage(code)).toBe(expected));
});
