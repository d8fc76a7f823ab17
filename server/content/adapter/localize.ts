import { mapCafToFr, type LanguageCode } from '@/lib/markets/languages';
import type { LocalizedBlocks, LocalizedString, PortableTextBlock } from './vendor-types';

type Localized<T> = { en?: T } & Partial<Record<LanguageCode, T>>;

/** The language asked for, then the one its messages fall back to (caf → fr), then English. */
function pick<T>(value: Localized<T> | null | undefined, language: LanguageCode): T | null {
  if (!value) return null;
  return value[language] ?? value[mapCafToFr(language)] ?? value.en ?? null;
}

export function localize(value: LocalizedString | null | undefined, language: LanguageCode): string | null {
  return pick<string>(value as Localized<string> | null | undefined, language);
}

/** For required text: an untranslated, empty record renders as empty rather than failing the page. */
export function localizeRequired(value: LocalizedString | null | undefined, language: LanguageCode): string {
  return localize(value, language) ?? '';
}

export function localizeBlocks(value: LocalizedBlocks | null | undefined, language: LanguageCode): PortableTextBlock[] {
  return pick<PortableTextBlock[]>(value as Localized<PortableTextBlock[]> | null | undefined, language) ?? [];
}
