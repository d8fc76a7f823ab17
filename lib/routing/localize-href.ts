import { parseLocale } from '@/lib/markets/locales';

/** Prefixes an internal link with the locale; a link containing http is used as given (spec identity-and-account §2). */
export function localizeHref(href: string, locale: string): string {
  if (href.includes('http')) return href;
  const path = href.startsWith('/') ? href : `/${href}`;
  const first = path.split(/[/?#]/)[1] ?? '';
  if (parseLocale(first)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
