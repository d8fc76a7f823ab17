import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { verificationCodes, type VerificationPurpose } from '@/server/db/schema';

/**
 * The player's current code for a purpose: the one no newer code has superseded (sending a code supersedes the
 * older ones in the same transaction, so there is at most one). Null when none was sent.
 */
export async function latestCode(db: Database, playerId: number, purpose: VerificationPurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.supersededAt)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}
