import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { signInFailures } from '@/server/db/schema';
import { afterFailure, type FailureState } from './sign-in-policy';

export async function readFailures(db: Database, email: string): Promise<FailureState | null> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, email)).limit(1);
  return row ?? null;
}

/** Records one more wrong password for the address (known or not) and returns the new state. */
export async function recordFailure(db: Database, email: string, now: Date): Promise<FailureState> {
  const next = afterFailure(await readFailures(db, email), now);
  await db
    .insert(signInFailures)
    .values({ email, ...next })
    .onConflictDoUpdate({ target: signInFailures.email, set: next });
  return next;
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
