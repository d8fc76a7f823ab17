import { receiveJumioCallback } from '@/lib/identity-verification/contracts';
import { getJumioVendor } from '@/server/adapters/identity-verification/get-document-check-vendor';
import { applyDocumentCheckCallback } from '@/server/domains/identity-verification/apply-document-check-callback';
import { ApiError } from '@/server/http/errors';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Jumio's callback: the verdict is read back from Jumio's own API before anything is applied. */
export const POST = withContract(receiveJumioCallback, async ({ db, rawBody }) => {
  const jumio = getJumioVendor();
  if (!jumio) throw new ApiError('error.not_found');
  let callback;
  try {
    callback = await jumio.verifyDocumentCallback((rawBody ?? Buffer.alloc(0)).toString('utf8'));
  } catch (error) {
    console.error('Jumio callback: the result could not be read back', error);
    throw new ApiError('error.system.unavailable');
  }
  if (!callback) throw new ApiError('error.webhook.signature_invalid');
  return applyDocumentCheckCallback(db, jumio.name, callback);
});
