import { withdrawalRequestBodySchema } from '@/lib/wallet/schemas';
import { requestWithdrawal } from '@/server/domains/wallet/request-withdrawal';
import { readIdempotencyKey } from '@/server/http/idempotency-key';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// A refused request (result ≠ SUCCESS) is an answer, not an error: 200 with the result and flow status.
export const POST = withHandler(
  { objectName: 'withdrawalRequest', body: withdrawalRequestBodySchema, auth: 'required', rateLimit: { key: 'wallet-withdrawal', limit: 10, windowMs: 60_000 } },
  async ({ db, player, body, request }) =>
    Response.json(
      await requestWithdrawal(db, player.playerId, { amount: BigInt(body.amount), idempotencyKey: readIdempotencyKey(request, 'withdrawalRequest') }),
    ),
);
