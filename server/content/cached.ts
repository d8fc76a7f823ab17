import 'server-only';
import { unstable_cache } from 'next/cache';
import { CONTENT_TAG, MAX_TAG_LENGTH } from './cache-tags';

/** Safety net only: the revalidate webhook expires entries as soon as content is published. */
export const CONTENT_REVALIDATE_SECONDS = 3600;

/** Next's own words when a cached function runs with no data cache around it (tests, scripts). */
const NO_INCREMENTAL_CACHE = 'Invariant: incrementalCache missing';

function isMissingCache(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(NO_INCREMENTAL_CACHE);
}

/**
 * Runs `load` through Next's data cache (`unstable_cache`) under `key`, tagged with `tags` and the catch-all
 * content tag. Outside a Next server there is no data cache: `unstable_cache` then throws before calling
 * `load`, and the value is loaded directly, so operations work the same in Jest and scripts. The value must be
 * plain JSON (the cache stores it as JSON).
 */
export async function cached<T>(key: readonly string[], tags: readonly string[], load: () => Promise<T>): Promise<T> {
  const allTags = [...new Set([CONTENT_TAG, ...tags])].filter((tag) => tag.length <= MAX_TAG_LENGTH);
  const read = unstable_cache(load, [...key], { tags: allTags, revalidate: CONTENT_REVALIDATE_SECONDS });
  try {
    return (await read()) as T;
  } catch (error) {
    if (isMissingCache(error)) return load();
    throw error;
  }
}
