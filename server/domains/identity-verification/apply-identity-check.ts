import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { IdentityCheckResult } from '@/lib/identity-verification/schemas';
import type { IdentityCheckCallback } from '@/server/adapters/identity-verification/identity-verifier';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { satisfySystemIdentityRequests } from '@/server/domains/documents';
import { kycStatusAfterCheck } from './kyc-status-after-check';

/**
 * Applies a verified vendor callback to the player's KYC level, under a lock on the player's row so two results
 * arriving at once are applied one after the other. The same result again changes nothing.
 */
export function applyIdentityCheck(db: Database, callback: IdentityCheckCallback): Promise<IdentityCheckResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, callback.playerId)).for('update');
    if (!row) throw new ApiError('error.not_found');
    const kycStatus = kycStatusAfterCheck(row.kycStatus, callback.outcome);
    if (kycStatus !== row.kycStatus)
      await tx
        .update(players)
        .set({ kycStatus, updatedAt: sql`now()` })
        .where(eq(players.playerId, callback.playerId));
    // Verified by the vendor: the identity and address documents the KYC rules asked for on their own are not needed.
    if (kycStatus === 'FULLY VERIFIED') await satisfySystemIdentityRequests(tx, callback.playerId);
    return { checkReference: callback.checkReference, outcome: callback.outcome, kycStatus };
  });
}
