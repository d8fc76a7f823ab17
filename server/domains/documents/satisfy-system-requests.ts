import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { documentDecisions, playerDocumentFiles, playerDocuments } from '@/server/db/schema';
import { SYSTEM_OPERATOR } from './request-documents-for-money';
import { lockPlayerForDocuments, syncKycAfterDocuments } from './sync-kyc';

/**
 * The identity was verified another way (an identity-verification vendor's approval), inside the caller's
 * transaction: the identity and address documents the rules asked for on their own (the last request by
 * `system:kyc-rules`, nothing uploaded, never rejected) are no longer needed and return to UNREQUESTED. A request
 * an operator made stands.
 */
export async function satisfySystemIdentityRequests(tx: Database, playerId: number): Promise<void> {
  const current = await lockPlayerForDocuments(tx, playerId);
  if (!current) return;
  const open = await tx
    .select({ documentId: playerDocuments.documentId })
    .from(playerDocuments)
    .leftJoin(playerDocumentFiles, eq(playerDocumentFiles.documentId, playerDocuments.documentId))
    .where(
      and(
        eq(playerDocuments.playerId, playerId),
        inArray(playerDocuments.documentType, ['PROOF_OF_ID', 'PROOF_OF_ADDRESS']),
        eq(playerDocuments.documentStatus, 'REQUESTED'),
        isNull(playerDocuments.rejectionReason),
        isNull(playerDocumentFiles.fileId),
      ),
    );
  const systemMade: number[] = [];
  for (const { documentId } of open) {
    const [last] = await tx
      .select({ operator: documentDecisions.operator })
      .from(documentDecisions)
      .where(and(eq(documentDecisions.documentId, documentId), eq(documentDecisions.action, 'REQUEST')))
      .orderBy(desc(documentDecisions.decisionId))
      .limit(1);
    if (last?.operator === SYSTEM_OPERATOR) systemMade.push(documentId);
  }
  if (systemMade.length === 0) return;
  await tx
    .update(playerDocuments)
    .set({ documentStatus: 'UNREQUESTED', updatedAt: sql`now()` })
    .where(inArray(playerDocuments.documentId, systemMade));
  await syncKycAfterDocuments(tx, playerId, current);
}
