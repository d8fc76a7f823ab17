import { z } from 'zod';

// The content service's publish webhook (docs/content.md "Webhook"): what it sends to POST /api/revalidate, shared
// by the route's contract (./contracts.ts) and the server's handling (server/content/webhook/).

/** The header Sanity's GROQ-powered webhooks sign with (as @sanity/webhook reads it). */
export const CONTENT_WEBHOOK_SIGNATURE_HEADER = 'sanity-webhook-signature';

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
  slug: z.object({ current: z.string().min(1).max(200) }).nullish(),
});

export type ContentWebhookBody = z.infer<typeof contentWebhookBodySchema>;
