import { sandboxIdentityCheckCallback } from '@/lib/identity-verification/contracts';
import { getIdentityVerifier } from '@/server/adapters/identity-verification/get-identity-verifier';
import { SANDBOX_IDENTITY_SIGNATURE_HEADER } from '@/server/adapters/identity-verification/sandbox-identity-verifier';
import { applyIdentityCheck } from '@/server/domains/identity-verification/apply-identity-check';
import { ApiError } from '@/server/http/errors';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The sandbox vendor's server-to-server result: HMAC over the raw body, then the player's KYC level is applied. */
export const POST = withContract(sandboxIdentityCheckCallback, async ({ db, request, rawBody }) => {
  const verifier = getIdentityVerifier();
  const callback = verifier.verifyCallback((rawBody ?? Buffer.alloc(0)).toString('utf8'), request.headers.get(SANDBOX_IDENTITY_SIGNATURE_HEADER));
  if (!callback) throw new ApiError('error.webhook.signature_invalid');
  return applyIdentityCheck(db, callback);
});
