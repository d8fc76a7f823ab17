import 'server-only';
import { eq } from 'drizzle-orm';
import type { SignInResponse } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import type { ClientInfo } from '@/server/http/client-info';
import { ApiError } from '@/server/http/errors';
import { createSession } from './create-session';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { withPasswordCheck } from './password-hash-slots';
import { lockMinutesLeft, MAX_FAILED_SIGN_INS, signInRefusal } from './sign-in-policy';
import { claimSignInAttempt, clearFailures, returnSignInAttempt } from './sign-in-failures';

function attemptsExceeded(lockedUntil: Date, now: Date): ApiError {
  return new ApiError(
    'error.sign.in.attempt.count.exceeded',
    undefined,
    {},
    { additionalInfo: { minutes: lockMinutesLeft(lockedUntil, now), until: lockedUntil.toISOString() } },
  );
}

/**
 * Spec identity-and-account §8 sign-in. Unknown e-mail and wrong password answer the same error.player.not.found and count towards the
 * same per-address lock; account-state refusals are only told to whoever knows the password.
 */
export async function signIn(db: Database, input: { email: string; password: string; client: ClientInfo }): Promise<SignInResponse> {
  // A flood is refused before any database work: the password could not be checked anyway (503, not a failure).
  return withPasswordCheck(() => checkAndSignIn(db, input));
}

async function checkAndSignIn(db: Database, input: { email: string; password: string; client: ClientInfo }): Promise<SignInResponse> {
  const now = new Date();
  // The attempt is counted as a failure before the password is judged, atomically per address: while locked no
  // password is judged, and parallel requests cannot judge more than five wrong ones (a right one clears it).
  const claim = await claimSignInAttempt(db, input.email, now);
  if (!claim.allowed) throw attemptsExceeded(claim.lockedUntil, now);

  const [player] = await db.select().from(players).where(eq(players.email, input.email)).limit(1);
  // The provider (platform scrypt, or Cognito) judges the password; account rules stay the platform's.
  let matches: boolean;
  try {
    matches = await getIdentityProvider().checkPassword(input.email, input.password, player?.passwordHash ?? null);
  } catch (error) {
    // Not judged (the hash queue was full: 503; or the provider failed): the claimed attempt is given back, so a
    // flood or an outage never counts towards anyone's lock.
    await returnSignInAttempt(db, input.email);
    throw error;
  }
  if (!player || !matches) {
    if (claim.next.lockedUntil) throw attemptsExceeded(claim.next.lockedUntil, now);
    // How many wrong passwords the address has left before the lock, known or unknown address alike (no
    // enumeration), so the form can warn before the last one.
    const attemptsRemaining = Math.max(0, MAX_FAILED_SIGN_INS - claim.next.failures);
    throw new ApiError('error.player.not.found', undefined, {}, { additionalInfo: { attemptsRemaining } });
  }

  await clearFailures(db, input.email);
  const refusal = signInRefusal(player, now);
  if (refusal) throw new ApiError(refusal.code, undefined, {}, refusal.additionalInfo ? { additionalInfo: refusal.additionalInfo } : {});

  const session = await createSession(db, player, 'PASSWORD', input.client, now);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    playerId: player.playerId,
    playerAccessId: session.playerAccessId,
    firstLogin: player.firstLogin,
    termsAndConditionsAcceptedVersion: player.termsAndConditionsAcceptedVersion,
  };
}
