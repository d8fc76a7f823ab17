import type { MetadataRoute } from 'next';
import { siteUrl } from '@/server/seo/page-metadata';
import { robotsRules } from '@/lib/seo/robots';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(siteUrl(), { disallowAll: env.ROBOTS_DISALLOW_ALL });
}
