import 'server-only';
import type { TermsVersion } from '@/lib/content/types/pages';
import type { LanguageCode } from '@/lib/markets/languages';
import { toTermsVersion } from './adapter/pages';
import { TYPE_TAGS } from './cache-tags';
import { TERMS_VERSION_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetTermsVersionInput {
  language: LanguageCode;
}

/** The terms version players must have accepted, with its summary and the slug of the terms page. */
export function getTermsVersion(input: GetTermsVersionInput): Promise<TermsVersion | null> {
  const tags = [TYPE_TAGS.termsVersion, TYPE_TAGS.staticPage];
  return readContent('getTermsVersion', input, tags, async ({ source, adapter }) => {
    const terms = await runQuery(source, TERMS_VERSION_QUERY, {});
    return terms ? toTermsVersion(terms, adapter(input.language)) : null;
  });
}
