import { z } from 'zod';
import { documentTag, slugTag, typeTag } from '../cache-tags';

/**
 * What the webhook's projection sends: `{ _id, _type, "slug": coalesce(slug, gameSlug) }`. The type is any
 * Sanity type name (a type added in the Studio later still expires its own tag).
 */
export const contentWebhookBodySchema = z.object({
  _id: z.string().min(1).max(200),
  _type: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/),
  slug: z
    .object({ current: z.string().min(1).max(200) })
    .nullish(),
});

export type ContentWebhookBody = z.infer<typeof contentWebhookBodySchema>;

/** The type tag, the document tag and, when the document has a slug, its slug tag. */
export function tagsForChangedDocument(body: ContentWebhookBody): string[] {
  const tags = [typeTag(body._type), documentTag(body._id)];
  if (body.slug?.current) tags.push(slugTag(body._type, body.slug.current));
  return tags;
}
