import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires data-cache tags at once (`{ expire: 0 }`): a published change, above all a market restriction or a
 * withdrawn offer, must not be served stale even once. The recommended `'max'` profile would serve the old
 * entry to the next visitor while refreshing it in the background.
 */
export function revalidateContentTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
