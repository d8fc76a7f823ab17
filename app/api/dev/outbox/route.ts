import { z } from 'zod';
import { outboxEnabled } from '@/lib/identity/outbox-codes';
import { readOutbox } from '@/server/adapters/outbox';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import { handleApiError } from '@/server/http/handle-api-error';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  /** E.164 digits (a leading + is ignored) for SMS, an e-mail address for e-mail. */
  to: z.string().trim().min(1).max(254).optional(),
  channel: z.enum(['SMS', 'EMAIL']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

function recipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  return to.includes('@') ? to.toLowerCase() : to.replace(/^\+/, '');
}

const readMessages = withHandler({ objectName: 'outbox', query: querySchema }, async ({ db, query }) =>
  Response.json({ messages: await readOutbox(db, { recipient: recipient(query.to), channel: query.channel, limit: query.limit }) }),
);

/**
 * What the sandbox SMS and e-mail adapters delivered, newest first. Development and tests only: 404 in production
 * unless SANDBOX_OUTBOX=true (the local demo, which runs a production build).
 */
export async function GET(request: Request): Promise<Response> {
  if (!outboxEnabled(env.NODE_ENV, env.SANDBOX_OUTBOX)) return handleApiError(new ApiError('error.not_found'));
  return readMessages(request);
}
