import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { CONTENT_WEBHOOK_SIGNATURE_HEADER, contentWebhookBodySchema } from './webhook';

// The content endpoints (games-wallet-bonuses §7 "Content service"; docs/content.md): the content service's publish
// webhook, which operators point their CMS at, and the local dataset's image CDN.

const CONTENT = ['Content'];

export const revalidateContent = defineContract({
  operationId: 'content.revalidate',
  method: 'POST',
  path: '/revalidate',
  summary: 'The CMS publish webhook: expire the changed document’s cached content',
  description:
    'Sanity’s GROQ-powered webhook (docs/content.md "Revalidate webhook"), projection `{ _id, _type, "slug": coalesce(slug, gameSlug) }`. The signature covers the raw body (at most 64 KiB): missing, malformed, wrong or more than 5 minutes old is 401. The type tag, the document tag (a `drafts.` id counts as its published id) and the slug tag are expired at once; the answer lists them. 503 when no usable `SANITY_WEBHOOK_SECRET` is configured.',
  tags: CONTENT,
  auth: 'webhook-signature',
  objectName: 'contentWebhook',
  bodyEncoding: 'raw',
  body: contentWebhookBodySchema,
  headers: {
    [CONTENT_WEBHOOK_SIGNATURE_HEADER]:
      'Required: `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">` keyed with `SANITY_WEBHOOK_SECRET` (the algorithm of @sanity/webhook).',
  },
  responses: { 200: z.object({ revalidated: z.literal(true), tags: z.array(z.string()) }) },
  errors: ['error.webhook.signature_invalid', 'error.request.malformed_json'],
  internal: false,
});

export const getContentImage = defineContract({
  operationId: 'content.getImage',
  method: 'GET',
  path: '/content/images/{...path}',
  summary: 'The local dataset’s artwork',
  description:
    'The image CDN of the local dataset: `/api/content/images/<projectId>/<dataset>/<hash>-<w>x<h>.<ext>`. The file name is the content hash, so the answer may be cached for ever (`immutable`). The artwork is SVG, which scales: `w`, `h`, `fm` and `q` in the query are accepted and ignored. Anything else is 404.',
  tags: CONTENT,
  auth: 'none',
  params: z.object({ path: z.array(z.string()) }),
  produces: 'image/*',
  responses: { 200: null },
  errors: ['error.not_found'],
  internal: true,
});
