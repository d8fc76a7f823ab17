import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { passwordChangeBodySchema } from '@/lib/account/schemas';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import {
  claimSignInAttempt,
  clearFailures,
  getPlayerOrThrow,
  hashPassword,
  lockMinutesLeft,
  MAX_FAILED_SIGN_INS,
  returnSignInAttempt,
  signOutEverywhere,
  verifyPassword,
  withPasswordCheck,
} from '@/server/domains/identity';
import { ApiError, ValidationError } from '@/server/http/errors';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import type { ProviderPasswordChangeOutcome } from '@/server/identity/provider/identity-provider';

type Body = z.output<typeof passwordChangeBodySchema>;

function attemptsExceeded(lockedUntil: Date, now: Date): ApiError {
  const additionalInfo = { minutes: lockMinutesLeft(lockedUntil, now), until: lockedUntil.toISOString() };
  return new ApiError('error.sign.in.attempt.count.exceeded', undefined, {}, { additionalInfo });
}

const refusedNewPassword = () =>
  new ValidationError([
    {
      objectName: 'password',
      field: 'newPassword',
      rejectedValue: '******',
      status: 400,
      message: 'The identity provider refused this password.',
      code: 'invalid_value',
    },
  ]);

/**
 * The account page's password change (identity-and-account §7 `/player/password`, identity-and-account §8 `error.old_password.incorrect`).
 * The old password is a secret that can be guessed from a stolen session, so each try counts towards the same
 * per-address lock as a wrong sign-in, claimed in the database before the password is judged (five, then 30
 * minutes). The platform's scrypt hash, or the identity provider (Cognito ChangePassword) when it holds the
 * passwords. On success every other session and provider token ends; `playerAccessId` (the asking session) stays.
 */
export async function changePassword(db: Database, player: { playerId: number; playerAccessId?: string }, body: Body): Promise<{ signedOutSessions: number }> {
  return withPasswordCheck(async () => {
    const row = await getPlayerOrThrow(db, player.playerId);
    const now = new Date();
    const claim = await claimSignInAttempt(db, row.email, now);
    if (!claim.allowed) throw attemptsExceeded(claim.lockedUntil, now);
    const provider = getIdentityProvider();
    let outcome: ProviderPasswordChangeOutcome;
    try {
      outcome = provider.changePassword
        ? await provider.changePassword({ email: row.email, oldPassword: body.oldPassword, newPassword: body.newPassword })
        : (await verifyPassword(body.oldPassword, row.passwordHash))
          ? 'ok'
          : 'old_password_incorrect';
    } catch (error) {
      // Not judged (busy hash slots: 503, or the provider failed): the claimed attempt is given back.
      await returnSignInAttempt(db, row.email);
      throw error;
    }
    if (outcome === 'old_password_incorrect') {
      if (claim.next.lockedUntil) throw attemptsExceeded(claim.next.lockedUntil, now);
      const attemptsRemaining = Math.max(0, MAX_FAILED_SIGN_INS - claim.next.failures);
      throw new ApiError('error.old_password.incorrect', undefined, {}, { additionalInfo: { attemptsRemaining } });
    }
    // The old password was right: the claimed attempt is not a failure.
    await clearFailures(db, row.email);
    if (outcome === 'password_invalid') throw refusedNewPassword();
    const passwordHash = provider.changePassword ? row.passwordHash : await hashPassword(body.newPassword);
    return db.transaction(async (tx) => {
      // Compare-and-set on the hash that was judged: of two changes racing with the same old password, one wins.
      const [changed] = await tx
        .update(players)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(players.playerId, row.playerId), eq(players.passwordHash, row.passwordHash)))
        .returning({ playerId: players.playerId });
      if (!changed) throw new ApiError('error.old_password.incorrect', undefined, {}, { additionalInfo: { attemptsRemaining: null } });
      const signedOutSessions = await signOutEverywhere(tx, row.playerId, 'password_change', { keepPlayerAccessId: player.playerAccessId, now });
      return { signedOutSessions };
    });
  });
}
