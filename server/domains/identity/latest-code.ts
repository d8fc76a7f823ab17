import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { verificationCodes, type VerificationPurpose } from '@/server/db/schema';

/** The newest code of a player for a purpose: only it can be entered (requesting a new code retires the old). */
export async function latestCode(db: Database, playerId: number, purpose: VerificationPurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}
