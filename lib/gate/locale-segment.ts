import { DEFAULT_LOCALE, parseLocale } from '@/lib/markets/locales';

// Segments that look like an attempted locale ('xx', 'EN-un', 'en_UN', 'caf', 'ja-JP') are replaced, not kept.
const LOCALE_LIKE = /^([a-z]{1,2}|[a-z]{2,4}[-_][a-z]{2,3}|caf|inen)$/i;

/** Splits a pathname into its first segment and the rest ('/a/b' → ['a', '/b']). */
export function splitFirstSegment(pathname: string): [string, string] {
  const trimmed = pathname.replace(/^\/+/, '');
  const slash = trimmed.indexOf('/');
  return slash === -1 ? [trimmed, ''] : [trimmed.slice(0, slash), trimmed.slice(slash)];
}

/**
 * Where a request without a valid `{language}-{MARKET}` segment must go, or null when the segment is valid.
 * `/xx/online-casino` → `/en-UN/online-casino`, `/online-casino` → `/en-UN/online-casino`, `/` → `/en-UN`.
 */
export function localeRedirectTarget(pathname: string, search = ''): string | null {
  const [first, rest] = splitFirstSegment(pathname);
  if (parseLocale(first)) return null;
  const kept = first === '' || LOCALE_LIKE.test(first) ? rest : `/${first}${rest}`;
  const path = `/${DEFAULT_LOCALE}${kept === '/' ? '' : kept}`;
  return `${path}${search}`;
}
