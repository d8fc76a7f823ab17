import 'server-only';
import type { StaticPage } from '@/lib/content/types/pages';
import type { LanguageCode } from '@/lib/markets/languages';
import { toStaticPage } from './adapter/pages';
import { slugTag } from './cache-tags';
import { STATIC_PAGE_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetStaticPageInput {
  slug: string;
  language: LanguageCode;
}

/** Terms, cookie policy, responsible gambling… by slug, or null. */
export function getStaticPage(input: GetStaticPageInput): Promise<StaticPage | null> {
  return readContent('getStaticPage', input, [slugTag('staticPage', input.slug)], async ({ source, adapter }) => {
    const page = await runQuery(source, STATIC_PAGE_QUERY, { slug: input.slug });
    return page ? toStaticPage(page, adapter(input.language)) : null;
  });
}
