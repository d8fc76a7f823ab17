import { getIdentityVerifier } from '@/server/adapters/identity-verification/get-identity-verifier';
import { SANDBOX_IDENTITY_SIGNATURE_HEADER } from '@/server/adapters/identity-verification/sandbox-identity-verifier';
import { readRawBody } from '@/server/content/webhook/read-raw-body';
import { applyIdentityCheck } from '@/server/domains/identity-verification/apply-identity-check';
import { ApiError } from '@/server/http/errors';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The sandbox vendor's server-to-server result: HMAC over the raw body, then the player's KYC level is applied. */
export const POST = withHandler({ objectName: 'identityCheckCallback' }, async ({ db, request }) => {
  const verifier = getIdentityVerifier();
  const callback = verifier.verifyCallback(await readRawBody(request), request.headers.get(SANDBOX_IDENTITY_SIGNATURE_HEADER));
  if (!callback) throw new ApiError('error.webhook.signature_invalid');
  return Response.json(await applyIdentityCheck(db, callback));
});
