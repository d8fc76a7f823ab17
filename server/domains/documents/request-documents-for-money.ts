import 'server-only';
import type { Database } from '@/server/db/database';
import { documentDecisions } from '@/server/db/schema';
import { documentTypesToRequest, eddDue, type KycFacts } from '@/lib/documents/kyc-rules';
import { lockPlayerForDocuments, syncKycAfterDocuments } from './sync-kyc';
import { requestTypesLocked } from './review-documents';

/** The operator name the decisions log gives requests the rules make on a refused deposit or withdrawal. */
export const SYSTEM_OPERATOR = 'system:kyc-rules';

/**
 * A deposit or withdrawal refused for documents, inside its transaction: the types the rules need (identity and
 * address, or the EDD documents) become REQUESTED, the level follows (EDD_PENDING when EDD came due), and each
 * request is logged. Nothing to ask: nothing written.
 */
export async function requestDocumentsForMoney(tx: Database, playerId: number, facts: KycFacts): Promise<void> {
  const types = documentTypesToRequest(facts);
  const due = eddDue(facts);
  if (types.length === 0 && !due) return;
  const current = await lockPlayerForDocuments(tx, playerId);
  if (!current) return;
  const asked = await requestTypesLocked(tx, playerId, types);
  const kyc = await syncKycAfterDocuments(tx, playerId, current, { eddDue: due });
  if (asked.length === 0 && kyc.before === kyc.after) return;
  await tx.insert(documentDecisions).values(
    (asked.length > 0 ? asked : [{ documentId: null, documentType: null }]).map(({ documentId, documentType }) => ({
      playerId,
      documentId,
      action: 'REQUEST' as const,
      documentType,
      kycStatusBefore: kyc.before,
      kycStatusAfter: kyc.after,
      operator: SYSTEM_OPERATOR,
    })),
  );
}
