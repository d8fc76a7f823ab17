import 'server-only';
import type { LandingPage } from '@/lib/content/types/pages';
import type { LanguageCode } from '@/lib/markets/languages';
import { toLandingPage } from './adapter/pages';
import { TYPE_TAGS } from './cache-tags';
import { LANDING_PAGE_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetLandingPageInput {
  id: string;
  language: LanguageCode;
}

/**
 * A landing page by its id, or null. Tagged by type: landing pages have no slug for the webhook to name, so
 * any landing page change expires them all (there are a handful). `markets` is the page's to check.
 */
export function getLandingPage(input: GetLandingPageInput): Promise<LandingPage | null> {
  return readContent('getLandingPage', input, [TYPE_TAGS.landingPage], async ({ source, adapter }) => {
    const page = await runQuery(source, LANDING_PAGE_QUERY, { id: input.id });
    return page ? toLandingPage(page, adapter(input.language)) : null;
  });
}
