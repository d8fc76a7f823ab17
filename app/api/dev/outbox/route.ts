import { readDevOutbox } from '@/lib/identity/contracts';
import { outboxEnabled, outboxRecipient } from '@/lib/identity/outbox-codes';
import { readOutbox } from '@/server/adapters/outbox';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import { handleApiError } from '@/server/http/handle-api-error';
import { withContract, type ContractRoute } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const readMessages = withContract(readDevOutbox, async ({ db, query }) => ({
  messages: await readOutbox(db, { recipient: outboxRecipient(query.to), channel: query.channel, limit: query.limit }),
}));

/**
 * What the sandbox SMS and e-mail adapters delivered to one recipient (`to`, required: 400 without it), newest
 * first. Development and tests only: 404 in production unless SANDBOX_OUTBOX=true (the local demo), decided
 * before the query is read so a bad query cannot tell the endpoint exists.
 */
export const GET: ContractRoute<typeof readDevOutbox> = Object.assign(
  async (request: Request): Promise<Response> =>
    outboxEnabled(env.NODE_ENV, env.SANDBOX_OUTBOX) ? readMessages(request) : handleApiError(new ApiError('error.not_found')),
  { contract: readDevOutbox },
);
