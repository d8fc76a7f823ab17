import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { IdentityDocumentCheck } from '@/lib/identity-verification/document-checks';
import type { DocumentCheckCallback } from '@/server/adapters/identity-verification/document-check-vendor';
import type { Database } from '@/server/db/database';
import { identityCallbackNonces, identityChecks, players } from '@/server/db/schema';
import { applyVendorIdentityCheck } from '@/server/domains/documents';
import { ApiError } from '@/server/http/errors';
import { documentCheckView } from './document-check-view';
import { kycStatusAfterCheck } from './kyc-status-after-check';

/** Nonces are kept a little longer than a signature lives (5 minutes), then deleted. */
const NONCE_RETENTION = sql`interval '10 minutes'`;

/**
 * Applies an authenticated vendor result to its check, once: in one transaction the callback's nonce is claimed
 * (a unique row: a replay is refused as an invalid signature), the check is locked, and only an open check
 * (INITIATED, or PENDING and now decided) changes; the KYC level moves by kycStatusAfterCheck under the player's
 * row lock, then the result applies to the identity document through the documents domain's rules
 * (applyVendorIdentityCheck: approved verifies it, declined asks for it again with the reason). A result for a decided check answers the check as it is.
 * Anything refused rolls back, nonce included.
 */
export function applyDocumentCheckCallback(db: Database, vendor: string, callback: DocumentCheckCallback): Promise<IdentityDocumentCheck> {
  return db.transaction(async (tx) => {
    // Old nonces go in small batches, skipping rows another callback is deleting (never a wait, never a deadlock).
    await tx.execute(
      sql`delete from ${identityCallbackNonces} where (vendor, nonce) in (select vendor, nonce from ${identityCallbackNonces} where vendor = ${vendor} and received_at < now() - ${NONCE_RETENTION} limit 100 for update skip locked)`,
    );
    const claimed = await tx
      .insert(identityCallbackNonces)
      .values({ vendor, nonce: callback.nonce })
      .onConflictDoNothing()
      .returning({ nonce: identityCallbackNonces.nonce });
    if (claimed.length === 0) throw new ApiError('error.webhook.signature_invalid');

    const [check] = await tx
      .select()
      .from(identityChecks)
      .where(and(eq(identityChecks.vendor, vendor), eq(identityChecks.vendorReference, callback.vendorReference)))
      .for('update');
    const matches =
      check &&
      (callback.checkReference === undefined || callback.checkReference === check.checkReference) &&
      (callback.playerId === undefined || callback.playerId === check.playerId);
    if (!matches) throw new ApiError('error.not_found');

    const [player] = await tx.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, check.playerId)).for('update');
    if (!player) throw new ApiError('error.not_found');
    const open = check.status === 'INITIATED' || (check.status === 'PENDING' && callback.outcome !== 'PENDING');
    if (!open) return documentCheckView(check, player.kycStatus);

    const levelAfterCheck = kycStatusAfterCheck(player.kycStatus, callback.outcome);
    if (levelAfterCheck !== player.kycStatus)
      await tx
        .update(players)
        .set({ kycStatus: levelAfterCheck, updatedAt: sql`now()` })
        .where(eq(players.playerId, check.playerId));
    // The result applies to the player's identity document through the documents domain's rules.
    const reason = callback.outcome === 'DECLINED' ? (callback.reason ?? 'BAD_QUALITY') : null;
    await applyVendorIdentityCheck(tx, { playerId: check.playerId, vendor, outcome: callback.outcome, reason });
    const [after] = await tx.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, check.playerId));
    const kycStatus = after.kycStatus;
    const decided = callback.outcome !== 'PENDING';
    const [updated] = await tx
      .update(identityChecks)
      .set({
        status: callback.outcome,
        reason,
        kycStatusAfter: kycStatus,
        decidedAt: decided ? sql`now()` : null,
      })
      .where(eq(identityChecks.checkReference, check.checkReference))
      .returning();
    return documentCheckView(updated, kycStatus);
  });
}
