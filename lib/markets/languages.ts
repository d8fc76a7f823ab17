/** Site language codes (spec identity-and-account §1); some are market-specific (caf, ca, nz, inen, cl, pe, br) rather than ISO 639. */
export const LANGUAGE_CODES = ['en', 'fi', 'no', 'de', 'caf', 'ca', 'nz', 'fr', 'inen', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Real BCP-47 tag per site language, for `<html lang>`, hreflang and Intl (site codes are not valid tags). */
export const BCP47_BY_LANGUAGE: Readonly<Record<LanguageCode, string>> = {
  en: 'en',
  fi: 'fi',
  no: 'nb',
  de: 'de',
  caf: 'fr-CA',
  ca: 'en-CA',
  nz: 'en-NZ',
  fr: 'fr',
  inen: 'en-IN',
  cl: 'es-CL',
  pe: 'es-PE',
  pt: 'pt-PT',
  br: 'pt-BR',
  ja: 'ja',
  tl: 'fil',
  tr: 'tr',
  pl: 'pl',
};

const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGE_CODES);

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGE_SET.has(value);
}

/** Language whose message file a language reads: caf maps to fr (spec identity-and-account §5), everything else is itself. */
export function mapCafToFr(code: LanguageCode): LanguageCode {
  return code === 'caf' ? 'fr' : code;
}

export const toMessagesLanguage = mapCafToFr;

type SportsbookFallback = 'nz' | 'caf' | 'fr' | 'inen' | 'pt';

export type SportsbookLanguage = Uppercase<Exclude<LanguageCode, SportsbookFallback>>;

// A full table, so adding a language code fails to compile until its sportsbook language is chosen.
const SPORTSBOOK_LANGUAGE: Readonly<Record<LanguageCode, SportsbookLanguage>> = {
  en: 'EN',
  fi: 'FI',
  no: 'NO',
  de: 'DE',
  caf: 'EN',
  ca: 'CA',
  nz: 'EN',
  fr: 'EN',
  inen: 'EN',
  cl: 'CL',
  pe: 'PE',
  pt: 'BR',
  br: 'BR',
  ja: 'JA',
  tl: 'TL',
  tr: 'TR',
  pl: 'PL',
};

/** Language code sent to the sportsbook context: uppercase, with NZ, CAF, FR, INEN → EN and PT → BR (spec identity-and-account §5). */
export function toSportsbookLanguage(code: LanguageCode): SportsbookLanguage {
  return SPORTSBOOK_LANGUAGE[code];
}
