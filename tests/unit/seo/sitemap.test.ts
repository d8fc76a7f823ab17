import { buildLocaleSitemap, localesByMarket, pagesFromMarketPaths, sitemapIndexXml, sitemapXml, type SitemapPage } from '@/lib/seo/sitemap';

const SITE = 'https://www.example.test';

describe('buildLocaleSitemap', () => {
  const pages: SitemapPage[] = [
    { path: '', locales: ['en-UN', 'fi-FI', 'en-FI'], priority: 1, changeFrequency: 'daily' },
    { path: '/play/aces-high', locales: ['en-UN', 'en-FI'] },
    { path: '/landing/pay-n-play', locales: ['fi-FI', 'en-FI'] },
  ];

  it('lists only the pages that exist in the locale', () => {
    expect(buildLocaleSitemap(SITE, 'en-UN', pages).map((entry) => entry.url)).toEqual([`${SITE}/en-UN`, `${SITE}/en-UN/play/aces-high`]);
    expect(buildLocaleSitemap(SITE, 'fi-FI', pages).map((entry) => entry.url)).toEqual([`${SITE}/fi-FI`, `${SITE}/fi-FI/landing/pay-n-play`]);
  });

  it('gives each entry alternates to the locales that have the same page', () => {
    const [, game] = buildLocaleSitemap(SITE, 'en-FI', pages);
    expect(game.alternates?.languages).toEqual({
      en: `${SITE}/en-UN/play/aces-high`,
      'en-FI': `${SITE}/en-FI/play/aces-high`,
      'x-default': `${SITE}/en-UN/play/aces-high`,
    });
  });

  it('serialises to sitemap XML with xhtml:link alternates, escaping URLs', () => {
    const xml = sitemapXml([{ url: `${SITE}/en-UN/a&b`, priority: 0.5, changeFrequency: 'weekly', alternates: { languages: { en: `${SITE}/en-UN/a&b` } } }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<loc>${SITE}/en-UN/a&amp;b</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/en-UN/a&amp;b"/><changefreq>weekly</changefreq><priority>0.5</priority>`,
    );
  });
});

describe('per-market pages', () => {
  it('groups locales by market', () => {
    const groups = localesByMarket(['en-UN', 'fi-FI', 'en-FI', 'bad'], (locale) => (locale === 'bad' ? undefined : locale.split('-')[1]));
    expect([...groups]).toEqual([
      ['UN', ['en-UN']],
      ['FI', ['fi-FI', 'en-FI']],
    ]);
  });

  it('gives a path the locales of every market that lists it (a game restricted in FI skips FI)', () => {
    const byMarket = new Map([
      ['UN', ['en-UN']],
      ['FI', ['fi-FI', 'en-FI']],
    ]);
    const paths = new Map([
      ['UN', ['/play/a', '/play/b']],
      ['FI', ['/play/a']],
    ]);
    expect(pagesFromMarketPaths(paths, byMarket, { priority: 0.5 })).toEqual([
      { path: '/play/a', locales: ['en-UN', 'fi-FI', 'en-FI'], priority: 0.5 },
      { path: '/play/b', locales: ['en-UN'], priority: 0.5 },
    ]);
  });
});

describe('sitemapIndexXml', () => {
  it('lists one sitemap per locale', () => {
    const xml = sitemapIndexXml(SITE, ['en-UN', 'fi-FI']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${SITE}/sitemap/en-UN.xml`, `${SITE}/sitemap/fi-FI.xml`]);
  });
});
