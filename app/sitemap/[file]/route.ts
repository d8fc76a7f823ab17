import { ENABLED_LOCALES } from '@/lib/markets';
import { buildLocaleSitemap, sitemapXml } from '@/lib/seo/sitemap';
import { siteUrl } from '@/server/seo/page-metadata';
import { sitemapPages } from '@/server/seo/sitemap-pages';

// Built per request from the tagged, cached content reads: the webhook that refreshes a page refreshes its
// sitemap entry too, and nothing heavy runs at build time.
export const dynamic = 'force-dynamic';

/** GET /sitemap/<locale>.xml: one enabled locale's pages, each with its hreflang alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const locale = file.endsWith('.xml') ? file.slice(0, -'.xml'.length) : '';
  if (!ENABLED_LOCALES.includes(locale)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const xml = sitemapXml(buildLocaleSitemap(siteUrl(), locale, await sitemapPages()));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
