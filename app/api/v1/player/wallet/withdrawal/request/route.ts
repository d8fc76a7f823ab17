import { requestWithdrawal as requestWithdrawalContract } from '@/lib/wallet/contracts';
import { requestWithdrawal } from '@/server/domains/wallet/request-withdrawal';
import { readIdempotencyKey } from '@/server/http/idempotency-key';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// A refused request (result ≠ SUCCESS) is an answer, not an error: 200 with the result and flow status.
export const POST = withContract(requestWithdrawalContract, async ({ db, player, body, request }) =>
  requestWithdrawal(db, player.playerId, {
    amount: BigInt(body.amount),
    idempotencyKey: readIdempotencyKey(request, 'withdrawalRequest'),
    forfeitActiveBonuses: body.forfeitActiveBonuses,
  }),
);
