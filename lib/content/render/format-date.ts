import { bcp47ForLocale } from '@/lib/markets/locales';

/**
 * A content date (ISO) in the reader's language, e.g. '31 Oct 2026'. Read in UTC: content dates are
 * calendar days or UTC instants, and a server in another zone must not move them by a day.
 */
export function formatContentDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(bcp47ForLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
