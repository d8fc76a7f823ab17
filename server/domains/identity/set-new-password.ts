import 'server-only';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players, verificationCodes, type VerificationPurpose } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { hashSecret } from './one-time-code';
import { hashPassword } from './password';
import { revokeAllSessions } from './revoke-sessions';
import { clearFailures } from './sign-in-failures';

export interface SetNewPasswordInput {
  resetKey: string;
  password: string;
  purpose: VerificationPurpose;
  /** Required for the e-mail variant: the key must belong to this address. */
  email?: string;
}

/**
 * Step Password: a valid, unused, unexpired reset key sets the password, uses the key up, ends every session
 * and clears the sign-in lock. Anything else is error.password.reset.
 */
export async function setNewPassword(db: Database, input: SetNewPasswordInput): Promise<void> {
  // With Cognito the password lives in the user pool; its own forgot-password flow is not wired yet.
  if (getIdentityProvider().name !== 'platform') throw new ApiError('error.system.unavailable', 'Password reset is handled by the identity provider.');
  const now = new Date();
  const conditions = [
    eq(verificationCodes.resetKeyHash, hashSecret(input.resetKey)),
    eq(verificationCodes.purpose, input.purpose),
    isNull(verificationCodes.resetKeyUsedAt),
    gt(verificationCodes.resetKeyExpiresAt, now),
    isNotNull(verificationCodes.playerId),
  ];
  if (input.email) conditions.push(eq(verificationCodes.destination, input.email));
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claiming the key and using it happen together: two submissions cannot both succeed.
    const [claimed] = await tx
      .update(verificationCodes)
      .set({ resetKeyUsedAt: now, pinCodeStatus: 'SUCCESS_VERIFY', verifiedAt: now })
      .where(and(...conditions))
      .returning({ playerId: verificationCodes.playerId });
    if (!claimed?.playerId) throw new ApiError('error.password.reset');
    const [player] = await tx.update(players).set({ passwordHash, updatedAt: now }).where(eq(players.playerId, claimed.playerId)).returning({ email: players.email });
    await revokeAllSessions(tx, claimed.playerId, 'password_reset');
    await clearFailures(tx, player.email);
  });
}
