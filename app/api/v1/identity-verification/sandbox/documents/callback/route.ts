import { receiveSandboxDocumentCallback } from '@/lib/identity-verification/contracts';
import { getSandboxDocumentVendor } from '@/server/adapters/identity-verification/get-document-check-vendor';
import { applyDocumentCheckCallback } from '@/server/domains/identity-verification/apply-document-check-callback';
import { ApiError } from '@/server/http/errors';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The sandbox vendor's server-to-server result: HMAC over timestamp, nonce and raw body, then applied once. */
export const POST = withContract(receiveSandboxDocumentCallback, async ({ db, request, rawBody }) => {
  const vendor = getSandboxDocumentVendor();
  const callback = await vendor.verifyDocumentCallback((rawBody ?? Buffer.alloc(0)).toString('utf8'), request.headers);
  if (!callback) throw new ApiError('error.webhook.signature_invalid');
  return applyDocumentCheckCallback(db, vendor.name, callback);
});
