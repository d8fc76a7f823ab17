import type { ContentWebhookBody } from '@/lib/content/webhook';
import { documentTag, slugTag, typeTag } from '../cache-tags';

/** The type tag, the document tag and, when the document has a slug, its slug tag. */
export function tagsForChangedDocument(body: ContentWebhookBody): string[] {
  const tags = [typeTag(body._type), documentTag(body._id)];
  if (body.slug?.current) tags.push(slugTag(body._type, body.slug.current));
  return tags;
}
