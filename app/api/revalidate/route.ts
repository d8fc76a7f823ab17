import { env } from '@/server/env';
import { revalidateContentTags } from '@/server/content/revalidate-content';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/server/content/webhook/signature';
import { parseJsonText, readRawBody } from '@/server/content/webhook/read-raw-body';
import { contentWebhookBodySchema, tagsForChangedDocument } from '@/server/content/webhook/webhook-body';
import { resolveWebhookSecret } from '@/server/content/webhook/webhook-secret';
import { ApiError } from '@/server/http/errors';
import { handleApiError } from '@/server/http/handle-api-error';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const OBJECT_NAME = 'contentWebhook';

/**
 * Sanity's publish webhook: verify the signature over the raw body, then expire the changed document's cache
 * tags. Not wrapped in withHandler, which parses JSON itself; errors still go through handleApiError.
 */
export async function POST(request: Request): Promise<Response> {
  let input: unknown;
  try {
    const secret = resolveWebhookSecret(env);
    if (!secret) {
      console.error('[content] SANITY_WEBHOOK_SECRET is not configured: content webhooks are refused');
      throw new ApiError('error.system.unavailable');
    }
    const payload = await readRawBody(request);
    const check = verifyWebhookSignature({ payload, header: request.headers.get(SIGNATURE_HEADER), secret });
    if (!check.valid) throw new ApiError('error.webhook.signature_invalid');
    input = parseJsonText(payload, OBJECT_NAME);
    const tags = tagsForChangedDocument(contentWebhookBodySchema.parse(input));
    revalidateContentTags(tags);
    return Response.json({ revalidated: true, tags }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return handleApiError(error, { objectName: OBJECT_NAME, input });
  }
}
