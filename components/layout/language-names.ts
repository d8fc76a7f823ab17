import type { LanguageCode } from '@/lib/markets/languages';

/**
 * Each language named in itself (an endonym), as language pickers conventionally do, so a player finds their
 * language whatever the page is currently in. Not translated on purpose; the market select gives the region.
 */
export const LANGUAGE_ENDONYMS: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  fi: 'Suomi',
  no: 'Norsk',
  de: 'Deutsch',
  caf: 'Français',
  ca: 'English',
  nz: 'English',
  fr: 'Français',
  inen: 'English',
  cl: 'Español',
  pe: 'Español',
  pt: 'Português',
  br: 'Português',
  ja: '日本語',
  tl: 'Filipino',
  tr: 'Türkçe',
  pl: 'Polski',
};
