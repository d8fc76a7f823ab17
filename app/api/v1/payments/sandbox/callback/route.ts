import { getDatabase } from '@/server/db/get-database';
import { getPaymentProvider } from '@/server/adapters/payments/get-payment-provider';
import { SANDBOX_SIGNATURE_HEADER } from '@/server/adapters/payments/sandbox-provider';
import { readRawBody } from '@/server/content/webhook/read-raw-body';
import { applyDepositCallback } from '@/server/domains/wallet/apply-deposit-callback';
import { ApiError } from '@/server/http/errors';
import { handleApiError } from '@/server/http/handle-api-error';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The sandbox provider's server-to-server callback: HMAC over the raw body, then an idempotent credit. */
export async function POST(request: Request): Promise<Response> {
  try {
    const provider = getPaymentProvider();
    const callback = provider.verifyCallback(await readRawBody(request), request.headers.get(SANDBOX_SIGNATURE_HEADER));
    if (!callback) throw new ApiError('error.webhook.signature_invalid');
    const { db } = await getDatabase();
    return Response.json(await applyDepositCallback(db, provider.name, callback), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return handleApiError(error, { objectName: 'depositCallback' });
  }
}
