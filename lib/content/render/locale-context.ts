import { notFound } from 'next/navigation';
import { parseLocale, type ParsedLocale } from '@/lib/markets/locales';

/** Language and market of a page's locale segment (the layout already refused unknown ones). */
export function localeContext(locale: string): ParsedLocale {
  const parsed = parseLocale(locale);
  if (!parsed) notFound();
  return parsed;
}
