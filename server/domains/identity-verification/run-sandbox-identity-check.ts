import 'server-only';
import { identityCheckResultSchema, type IdentityCheckOutcome, type IdentityCheckResult } from '@/lib/identity-verification/schemas';
import { getIdentityVerifier } from '@/server/adapters/identity-verification/get-identity-verifier';
import { ApiError } from '@/server/http/errors';

/**
 * The sandbox vendor checks the player and calls the platform back with `outcome` (signed, like a live vendor);
 * answers what the callback applied. A callback that could not be delivered is 503: nothing changed.
 */
export async function runSandboxIdentityCheck(playerId: number, outcome: IdentityCheckOutcome): Promise<IdentityCheckResult> {
  const verifier = getIdentityVerifier();
  let answer: unknown;
  try {
    ({ answer } = await verifier.check(playerId, outcome));
  } catch (error) {
    console.error('sandbox identity check: the callback was not delivered', error);
    throw new ApiError('error.system.unavailable');
  }
  return identityCheckResultSchema.parse(answer);
}
