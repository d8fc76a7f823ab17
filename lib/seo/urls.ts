// Pure URL and text helpers of the SEO layer (no env): page-metadata.ts and the sitemap pass SITE_URL in.
import { bcp47ForLocale, DEFAULT_LOCALE, ENABLED_LOCALES } from '@/lib/markets/locales';

/** '' for the locale home, otherwise a path starting with '/'. */
export function normalisePath(path: string): string {
  if (path === '' || path === '/') return '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** Absolute URL of a page in one locale. */
export function localizedUrl(siteUrl: string, locale: string, path: string): string {
  return `${siteUrl}/${locale}${normalisePath(path)}`;
}

/**
 * hreflang → URL for every locale the page exists in (BCP-47 tags; two locales that map to the same tag,
 * e.g. en-UN and en-MT, keep the first in ENABLED_LOCALES order), plus x-default on the default locale when
 * the page exists there, else on the first locale that has it.
 */
export function hreflangAlternates(siteUrl: string, path: string, locales: readonly string[] = ENABLED_LOCALES): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const tag = bcp47ForLocale(locale);
    if (!(tag in languages)) languages[tag] = localizedUrl(siteUrl, locale, path);
  }
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
  if (fallback) languages['x-default'] = localizedUrl(siteUrl, fallback, path);
  return languages;
}

/** A meta description from content text: whitespace collapsed, cut at a word boundary, at most `max` chars. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max * 0.6 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
