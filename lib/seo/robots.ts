import type { MetadataRoute } from 'next';

/**
 * robots.txt: crawl everything but the API (content images excepted: pages show them) and the account area (any locale), and find the pages
 * through the sitemap index. `disallowAll` is for staging and preview sites (ROBOTS_DISALLOW_ALL), which
 * must never be indexed. Maintenance mode keeps the rules: pages then answer 503 with Retry-After, which
 * tells crawlers to come back, whereas a Disallow would start dropping the site from the index.
 */
export function robotsRules(siteUrl: string, options: { disallowAll?: boolean } = {}): MetadataRoute.Robots {
  if (options.disallowAll) return { rules: [{ userAgent: '*', disallow: '/' }] };
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/content/images/'], disallow: ['/api/', '/*/my-account'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
