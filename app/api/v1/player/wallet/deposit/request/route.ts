import { depositRequestBodySchema } from '@/lib/wallet/schemas';
import { getPaymentProvider } from '@/server/adapters/payments/get-payment-provider';
import { requestDeposit } from '@/server/domains/wallet/request-deposit';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withHandler(
  { objectName: 'depositRequest', body: depositRequestBodySchema, auth: 'required', rateLimit: { key: 'wallet-deposit', limit: 10, windowMs: 60_000 } },
  // The request's origin places the sandbox cashier on the host and port the player reached (when SITE_URL is unset).
  async ({ db, player, body, request }) => Response.json(await requestDeposit(db, getPaymentProvider(), player.playerId, body, new URL(request.url).origin)),
);
