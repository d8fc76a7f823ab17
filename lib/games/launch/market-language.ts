import type { LanguageCode } from '@/lib/markets/languages';

/** How a provider wants its language: a bare code (`es`) or a locale (`es_ES`). */
export type LaunchLanguageFormat = 'code' | 'locale';

// Spec games-wallet-bonuses §9: CL and PE play in Spanish, CA in English or French (caf), IN and NZ in English; br is Portuguese.
const LAUNCH_CODE: Readonly<Record<LanguageCode, string>> = {
  en: 'en',
  fi: 'fi',
  no: 'no',
  de: 'de',
  caf: 'fr',
  ca: 'en',
  nz: 'en',
  fr: 'fr',
  inen: 'en',
  cl: 'es',
  pe: 'es',
  pt: 'pt',
  br: 'pt',
  ja: 'ja',
  tl: 'tl',
  tr: 'tr',
  pl: 'pl',
};

const LOCALE_BY_CODE: Readonly<Record<string, string>> = {
  en: 'en_GB',
  fi: 'fi_FI',
  no: 'no_NO',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  pt: 'pt_PT',
  ja: 'ja_JP',
  tl: 'tl_PH',
  tr: 'tr_TR',
  pl: 'pl_PL',
};

/**
 * The language a game is launched in (spec games-wallet-bonuses §9): ja always gives ja_JP; CL and PE use es (or es_ES where the
 * provider wants a locale); CA uses en or fr; IN and NZ use en.
 */
export function launchLanguage(language: LanguageCode, format: LaunchLanguageFormat = 'code'): string {
  const code = LAUNCH_CODE[language];
  if (code === 'ja') return 'ja_JP';
  return format === 'locale' ? (LOCALE_BY_CODE[code] ?? code) : code;
}
