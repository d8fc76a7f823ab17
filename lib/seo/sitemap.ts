import type { MetadataRoute } from 'next';
import { hreflangAlternates, localizedUrl } from './urls';

/**
 * One page of the site and the locales it exists in. Most pages exist in every enabled locale; a game
 * restricted in a market, or a promotion offered in some markets only, exists in fewer.
 */
export interface SitemapPage {
  /** Path after the locale ('' for the locale home). */
  path: string;
  locales: readonly string[];
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/**
 * The sitemap of one locale: every page that exists in it, each with hreflang alternates to the same page
 * in the other locales it exists in (and x-default). One sitemap per locale keeps each file far under the
 * protocol's 50,000 URLs / 50 MB (≈ 450 URLs × ≈ 40 alternates here) while every URL still carries its
 * alternates, which Google reads from sitemaps as it would from the page's <link rel="alternate">.
 */
export function buildLocaleSitemap(siteUrl: string, locale: string, pages: readonly SitemapPage[]): MetadataRoute.Sitemap {
  return pages
    .filter((page) => page.locales.includes(locale))
    .map((page) => ({
      url: localizedUrl(siteUrl, locale, page.path),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      alternates: { languages: hreflangAlternates(siteUrl, page.path, page.locales) },
    }));
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The sitemap index (sitemaps.org protocol) that robots.txt points at: one sitemap per locale. */
export function sitemapIndexXml(siteUrl: string, locales: readonly string[]): string {
  const entries = locales.map((locale) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap/${locale}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Groups locales by a key (their market) so per-market content is read once per market, not per locale. */
export function localesByMarket(locales: readonly string[], marketOf: (locale: string) => string | undefined): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const locale of locales) {
    const market = marketOf(locale);
    if (!market) continue;
    groups.set(market, [...(groups.get(market) ?? []), locale]);
  }
  return groups;
}

/** Merges per-market path lists into pages: a path exists in the locales of every market that lists it. */
export function pagesFromMarketPaths(
  pathsByMarket: ReadonlyMap<string, readonly string[]>,
  localesOfMarket: ReadonlyMap<string, readonly string[]>,
  extra: Omit<SitemapPage, 'path' | 'locales'> = {},
): SitemapPage[] {
  const locales = new Map<string, string[]>();
  for (const [market, paths] of pathsByMarket) {
    for (const path of paths) locales.set(path, [...(locales.get(path) ?? []), ...(localesOfMarket.get(market) ?? [])]);
  }
  return [...locales].map(([path, list]) => ({ path, locales: list, ...extra }));
}

/**
 * One locale's sitemap as XML, hreflang alternates as <xhtml:link> (sitemaps.org + Google's hreflang
 * extension). Written here rather than by app/sitemap.ts because Next's generateSitemaps cannot share
 * /sitemap.xml with the index that has to sit there.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates?.languages ?? {}).map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(String(href))}"/>`,
    );
    const fields = [
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...links,
      ...(entry.changeFrequency ? [`<changefreq>${entry.changeFrequency}</changefreq>`] : []),
      ...(entry.priority !== undefined ? [`<priority>${entry.priority.toFixed(1)}</priority>`] : []),
    ];
    return `<url>${fields.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
