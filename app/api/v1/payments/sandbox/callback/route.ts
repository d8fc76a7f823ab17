import { SANDBOX_SIGNATURE_HEADER } from '@/lib/payments/sandbox';
import { receiveSandboxCallback } from '@/lib/payments/contracts';
import { getPaymentProvider } from '@/server/adapters/payments/get-payment-provider';
import { applyDepositCallback } from '@/server/domains/wallet/apply-deposit-callback';
import { ApiError } from '@/server/http/errors';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The sandbox provider's server-to-server callback: HMAC over the raw body, then an idempotent credit. */
export const POST = withContract(receiveSandboxCallback, async ({ db, rawBody, request }) => {
  const provider = getPaymentProvider();
  const callback = provider.verifyCallback((rawBody ?? Buffer.alloc(0)).toString('utf8'), request.headers.get(SANDBOX_SIGNATURE_HEADER));
  if (!callback) throw new ApiError('error.webhook.signature_invalid');
  return applyDepositCallback(db, provider.name, callback);
});
