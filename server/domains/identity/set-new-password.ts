import 'server-only';
import { and, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players, verificationCodes, type VerificationPurpose } from '@/server/db/schema';
import { ApiError, ValidationError } from '@/server/http/errors';
import type { IdentityProvider, ProviderResetOutcome } from '@/server/identity/provider/identity-provider';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { hashSecret } from './one-time-code';
import { hashPassword } from './password';
import { openProviderCode } from './provider-code-box';
import { revokeAllSessions } from './revoke-sessions';
import { clearFailures } from './sign-in-failures';

export interface SetNewPasswordInput {
  resetKey: string;
  password: string;
  purpose: VerificationPurpose;
  /** Required for the e-mail variant: the key must belong to this address. */
  email?: string;
}

const OUTCOME_ERRORS: Readonly<Record<Exclude<ProviderResetOutcome, 'ok'>, () => ApiError>> = {
  code_invalid: () => new ApiError('sms.code.invalid', undefined, {}, { additionalInfo: { attemptsRemaining: null } }),
  code_expired: () => new ApiError('sms.code.expired'),
  max_attempts: () => new ApiError('sms.max.attempts.reached'),
  password_invalid: () =>
    new ValidationError([
      {
        objectName: 'newPassword',
        field: 'password',
        rejectedValue: '******',
        status: 400,
        message: 'The identity provider refused this password.',
        code: 'invalid_value',
      },
    ]),
};

/**
 * The Password step when the provider holds the passwords (Cognito): the sealed provider code and the new
 * password go to ConfirmForgotPassword first; only when the provider accepts them is the key used up and every
 * platform session (and every provider token issued before now) ended. A refused code leaves the key unused, so
 * the player can go back, type the code again and retry.
 */
async function setProviderPassword(
  db: Database,
  input: SetNewPasswordInput,
  conditions: SQL[],
  confirm: NonNullable<IdentityProvider['confirmPasswordReset']>,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ id: verificationCodes.id, playerId: verificationCodes.playerId, box: verificationCodes.providerCodeCiphertext, email: players.email })
    .from(verificationCodes)
    .innerJoin(players, eq(players.playerId, verificationCodes.playerId))
    .where(and(...conditions))
    .limit(1);
  const code = row?.box ? openProviderCode(row.box, input.resetKey) : null;
  if (!row?.playerId || code === null) throw new ApiError('error.password.reset');
  const outcome = await confirm({ email: row.email, code, password: input.password });
  if (outcome !== 'ok') throw OUTCOME_ERRORS[outcome]();
  const playerId = row.playerId;
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ resetKeyUsedAt: now, pinCodeStatus: 'SUCCESS_VERIFY', verifiedAt: now, providerCodeCiphertext: null })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.resetKeyUsedAt)));
    await tx.update(players).set({ providerTokensRevokedAt: now, updatedAt: now }).where(eq(players.playerId, playerId));
    await revokeAllSessions(tx, playerId, 'password_reset');
    await clearFailures(tx, row.email);
  });
}

/**
 * Step Password: a valid, unused, unexpired, not superseded reset key sets the password, uses the key up, ends every session
 * and clears the sign-in lock. Anything else is error.password.reset.
 */
export async function setNewPassword(db: Database, input: SetNewPasswordInput): Promise<void> {
  const now = new Date();
  const conditions = [
    eq(verificationCodes.resetKeyHash, hashSecret(input.resetKey)),
    eq(verificationCodes.purpose, input.purpose),
    isNull(verificationCodes.resetKeyUsedAt),
    // A newer code (or link) was asked for since: only the newest one's key sets a password.
    isNull(verificationCodes.supersededAt),
    gt(verificationCodes.resetKeyExpiresAt, now),
    isNotNull(verificationCodes.playerId),
  ];
  if (input.email) conditions.push(eq(verificationCodes.destination, input.email));
  const provider = getIdentityProvider();
  if (provider.confirmPasswordReset) return setProviderPassword(db, input, conditions, provider.confirmPasswordReset.bind(provider), now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claiming the key and using it happen together: two submissions cannot both succeed.
    const [claimed] = await tx
      .update(verificationCodes)
      .set({ resetKeyUsedAt: now, pinCodeStatus: 'SUCCESS_VERIFY', verifiedAt: now })
      .where(and(...conditions))
      .returning({ playerId: verificationCodes.playerId });
    if (!claimed?.playerId) throw new ApiError('error.password.reset');
    const [player] = await tx
      .update(players)
      .set({ passwordHash, updatedAt: now })
      .where(eq(players.playerId, claimed.playerId))
      .returning({ email: players.email });
    await revokeAllSessions(tx, claimed.playerId, 'password_reset');
    await clearFailures(tx, player.email);
  });
}
