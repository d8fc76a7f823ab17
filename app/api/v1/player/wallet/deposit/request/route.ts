import { requestDeposit as requestDepositContract } from '@/lib/wallet/contracts';
import { getPaymentProvider } from '@/server/adapters/payments/get-payment-provider';
import { requestDeposit } from '@/server/domains/wallet/request-deposit';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The request's origin places the sandbox cashier on the host and port the player reached (when SITE_URL is unset).
export const POST = withContract(requestDepositContract, async ({ db, player, body, request }) =>
  requestDeposit(db, getPaymentProvider(), player.playerId, body, new URL(request.url).origin),
);
