import { withdrawalCancellationBodySchema } from '@/lib/wallet/schemas';
import { cancelWithdrawal } from '@/server/domains/wallet/cancel-withdrawal';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withHandler(
  {
    objectName: 'withdrawalCancellation',
    body: withdrawalCancellationBodySchema,
    auth: 'required',
    rateLimit: { key: 'wallet-withdrawal-cancel', limit: 10, windowMs: 60_000 },
  },
  async ({ db, player, body }) => Response.json(await cancelWithdrawal(db, player.playerId, body)),
);
