import { revalidateContent } from '@/lib/content/contracts';
import { contentWebhookBodySchema } from '@/lib/content/webhook';
import { env } from '@/server/env';
import { revalidateContentTags } from '@/server/content/revalidate-content';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/server/content/webhook/signature';
import { parseJsonText } from '@/server/content/webhook/read-raw-body';
import { tagsForChangedDocument } from '@/server/content/webhook/webhook-body';
import { resolveWebhookSecret } from '@/server/content/webhook/webhook-secret';
import { ApiError, ValidationError } from '@/server/http/errors';
import { toFieldErrors } from '@/server/http/field-errors';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const OBJECT_NAME = 'contentWebhook';

/**
 * Sanity's publish webhook: verify the signature over the raw body (the contract hands the bytes over unparsed),
 * then parse and validate it and expire the changed document's cache tags.
 */
export const POST = withContract(revalidateContent, { database: false }, async ({ rawBody, request }) => {
  const secret = resolveWebhookSecret(env);
  if (!secret) {
    console.error('[content] SANITY_WEBHOOK_SECRET is not configured: content webhooks are refused');
    throw new ApiError('error.system.unavailable');
  }
  const payload = (rawBody ?? Buffer.alloc(0)).toString('utf8');
  const check = verifyWebhookSignature({ payload, header: request.headers.get(SIGNATURE_HEADER), secret });
  if (!check.valid) throw new ApiError('error.webhook.signature_invalid');
  const input = parseJsonText(payload, OBJECT_NAME);
  const parsed = contentWebhookBodySchema.safeParse(input, { reportInput: true });
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error, OBJECT_NAME, input));
  const tags = tagsForChangedDocument(parsed.data);
  revalidateContentTags(tags);
  return { revalidated: true as const, tags };
});
