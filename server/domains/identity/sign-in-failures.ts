import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { lockKeys } from '@/server/db/advisory-lock';
import type { Database } from '@/server/db/database';
import { signInFailures } from '@/server/db/schema';
import { claimAttempt, MAX_FAILED_SIGN_INS, type AttemptClaim } from './sign-in-policy';

/** The advisory-lock key that serialises claims and returns for one address. */
const signInKey = (email: string) => `sign-in:${email}`;

/**
 * Claims one password evaluation for the address (known or not): under a transaction-scoped advisory lock on the
 * address, reads the failure state, and either answers that the address is locked or stores the attempt as a
 * failure before the password is judged (see claimAttempt). Parallel sign-ins for one address are counted one
 * after the other, so at most five wrong passwords are judged per lock window.
 */
export async function claimSignInAttempt(db: Database, email: string, now: Date): Promise<AttemptClaim> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [signInKey(email)]);
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.email, email)).limit(1);
    const claim = claimAttempt(row ?? null, now);
    if (claim.allowed) {
      await tx
        .insert(signInFailures)
        .values({ email, ...claim.next })
        .onConflictDoUpdate({ target: signInFailures.email, set: claim.next });
    }
    return claim;
  });
}

/**
 * Gives back an attempt claimed for a password that was never judged (the hash queue was full, or the identity
 * provider failed): the count drops by one, and a lock that only this attempt set is lifted. Under the same
 * advisory lock as the claim, so it cannot interleave with another claim for the address.
 */
export async function returnSignInAttempt(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKeys(tx, [signInKey(email)]);
    await tx
      .update(signInFailures)
      .set({
        failures: sql`greatest(${signInFailures.failures} - 1, 0)`,
        lockedUntil: sql`case when ${signInFailures.failures} - 1 >= ${MAX_FAILED_SIGN_INS} then ${signInFailures.lockedUntil} else null end`,
      })
      .where(eq(signInFailures.email, email));
    await tx.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.failures, 0)));
  });
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
