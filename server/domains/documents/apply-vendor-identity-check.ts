import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { documentDecisions, playerDocuments, type PlayerDocumentRow } from '@/server/db/schema';
import type { RejectionReason } from '@/lib/documents/enums';
import { satisfySystemIdentityRequests } from './satisfy-system-requests';
import { lockPlayerForDocuments, syncKycAfterDocuments } from './sync-kyc';

/** The decisions log's operator for a vendor's result (`vendor:jumio`, `vendor:sandbox`). */
export const vendorOperator = (vendor: string): string => `vendor:${vendor}`;

/**
 * A vendor's decided identity-document check (Jumio or the sandbox vendor), inside the caller's transaction, through
 * the document rules (docs/decisions.md "Documents and KYC levels"): APPROVED verifies the player's PROOF_OF_ID
 * document (created when there was none) and the identity requests the rules made on their own are satisfied
 * (`satisfySystemIdentityRequests`); DECLINED asks for the identity document again with the vendor's reason
 * (REQUESTED, as an operator's rejection), except a document already verified or one whose uploaded files the
 * operator is reviewing (their decision stands). Each change is logged in document_decisions under
 * `vendor:<vendor>`; the level then follows `kycLevelAfterDocuments`. A PENDING result changes no document.
 */
export async function applyVendorIdentityCheck(
  tx: Database,
  input: { playerId: number; vendor: string; outcome: 'APPROVED' | 'DECLINED' | 'PENDING'; reason: RejectionReason | null },
): Promise<void> {
  if (input.outcome === 'PENDING') return;
  const current = await lockPlayerForDocuments(tx, input.playerId);
  if (!current) return;
  const [existing] = await tx
    .select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.playerId, input.playerId), eq(playerDocuments.documentType, 'PROOF_OF_ID')));
  const approve = input.outcome === 'APPROVED';
  if (!approve && existing && (existing.documentStatus === 'VERIFIED' || existing.documentStatus === 'UNDER_REVIEW')) return;
  if (approve && existing?.documentStatus === 'VERIFIED') {
    await satisfySystemIdentityRequests(tx, input.playerId);
    return;
  }
  const reason = approve ? null : (input.reason ?? 'BAD_QUALITY');
  const values = {
    documentStatus: approve ? ('VERIFIED' as const) : ('REQUESTED' as const),
    rejectionReason: reason,
    reviewedBy: vendorOperator(input.vendor),
    reviewedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [document]: PlayerDocumentRow[] = existing
    ? await tx.update(playerDocuments).set(values).where(eq(playerDocuments.documentId, existing.documentId)).returning()
    : await tx
        .insert(playerDocuments)
        .values({ ...values, playerId: input.playerId, documentType: 'PROOF_OF_ID' })
        .returning();
  const kyc = await syncKycAfterDocuments(tx, input.playerId, current);
  await tx.insert(documentDecisions).values({
    playerId: input.playerId,
    documentId: document.documentId,
    action: approve ? 'APPROVE' : 'REJECT',
    documentType: 'PROOF_OF_ID',
    rejectionReason: reason,
    kycStatusBefore: kyc.before,
    kycStatusAfter: kyc.after,
    operator: vendorOperator(input.vendor),
  });
  if (approve) await satisfySystemIdentityRequests(tx, input.playerId);
}
