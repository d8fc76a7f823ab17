import { ENABLED_LOCALES } from '@/lib/markets';
import { sitemapIndexXml } from '@/lib/seo/sitemap';
import { siteUrl } from '@/server/seo/page-metadata';

export const dynamic = 'force-dynamic';

/** GET /sitemap.xml: the index of the per-locale sitemaps (app/sitemap/[file]/route.ts). */
export function GET(): Response {
  return new Response(sitemapIndexXml(siteUrl(), ENABLED_LOCALES), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
