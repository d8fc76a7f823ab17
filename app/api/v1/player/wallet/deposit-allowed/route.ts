import { depositAllowedBodySchema, depositAllowedQuerySchema } from '@/lib/wallet/schemas';
import { checkDepositAllowed } from '@/server/domains/wallet/check-deposit-allowed';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// ipAddress and blackbox are validated and accepted for the fraud check the payment issue adds; the rule
// itself reads only the player's stored flags.
export const POST = withHandler(
  {
    objectName: 'depositAllowed',
    body: depositAllowedBodySchema,
    query: depositAllowedQuerySchema,
    auth: 'required',
    rateLimit: { key: 'wallet-deposit-allowed', limit: 30, windowMs: 60_000 },
  },
  async ({ db, player, query }) => Response.json(await checkDepositAllowed(db, player.playerId, { verifyLater: query.later === 'true' })),
);
