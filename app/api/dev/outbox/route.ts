import { z } from 'zod';
import { outboxEnabled, outboxRecipient } from '@/lib/identity/outbox-codes';
import { readOutbox } from '@/server/adapters/outbox';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import { handleApiError } from '@/server/http/handle-api-error';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  /** E.164 digits (a leading + is ignored) for SMS, an e-mail address for e-mail. Required: never everyone's codes. */
  to: z.string().trim().min(1).max(254),
  channel: z.enum(['SMS', 'EMAIL']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const readMessages = withHandler({ objectName: 'outbox', query: querySchema }, async ({ db, query }) =>
  Response.json({ messages: await readOutbox(db, { recipient: outboxRecipient(query.to), channel: query.channel, limit: query.limit }) }),
);

/**
 * What the sandbox SMS and e-mail adapters delivered to one recipient (`to`, required: 400 without it), newest
 * first. Development and tests only: 404 in production unless SANDBOX_OUTBOX=true (the local demo).
 */
export async function GET(request: Request): Promise<Response> {
  if (!outboxEnabled(env.NODE_ENV, env.SANDBOX_OUTBOX)) return handleApiError(new ApiError('error.not_found'));
  return readMessages(request);
}
