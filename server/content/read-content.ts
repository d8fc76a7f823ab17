import 'server-only';
import type { LanguageCode } from '@/lib/markets/languages';
import { adapterContext, type AdapterContext } from './adapter/context';
import { cached } from './cached';
import { getContentSource } from './get-content-source';
import type { ContentQuery, ParamsOf, QueryParamsOf, ResultOf } from './queries';
import type { ContentSource } from './source';

/** Runs one defined query with its typed params. */
export function runQuery<Q extends ContentQuery<unknown, QueryParamsOf>>(source: ContentSource, query: Q, params: ParamsOf<Q>): Promise<ResultOf<Q>> {
  return source.query<ResultOf<Q>>(query.groq, params);
}

export interface ReadContext {
  source: ContentSource;
  adapter: (language: LanguageCode) => AdapterContext;
}

/**
 * The frame of every operation: the configured source, and the data cache keyed by source, operation and
 * input (so switching from the local dataset to Sanity never serves the other's entries) and tagged for the
 * revalidate webhook.
 */
export function readContent<T>(operation: string, input: unknown, tags: readonly string[], load: (context: ReadContext) => Promise<T>): Promise<T> {
  const source = getContentSource();
  const context: ReadContext = { source, adapter: (language) => adapterContext(source, language) };
  return cached(['content', source.id, operation, JSON.stringify(input)], tags, () => load(context));
}
