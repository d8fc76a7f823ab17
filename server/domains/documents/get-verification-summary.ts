import 'server-only';
import type { Database } from '@/server/db/database';
import { statusOf } from '@/lib/documents/document-facts';
import { nextReminderState } from '@/lib/documents/document-reminder';
import { isKycClear } from '@/lib/documents/kyc-clear';
import { withdrawalKycResult } from '@/lib/documents/kyc-rules';
import type { VerificationSummary } from '@/lib/documents/schemas';
import { uploadState } from '@/lib/documents/upload-state';
import { documentFactsOf, loadPlayerDocuments } from './account-documents';
import { kycThresholds } from './document-limits';
import { lifetimeDeposits } from '@/server/domains/ledger';

/** GET /player/documents/verification: the upload state, the KYC-clear condition, the reminder and the withdrawal rule. */
export async function getVerificationSummary(db: Database, playerId: number): Promise<VerificationSummary> {
  const state = await loadPlayerDocuments(db, playerId);
  const facts = documentFactsOf(state.rows);
  const has = (type: 'PROOF_OF_ID' | 'PROOF_OF_ADDRESS') => state.rows.some((row) => row.documentType === type);
  const statuses = (type: 'OTHER' | 'PROOF_OF_PAYMENT') => state.rows.filter((row) => row.documentType === type).map((row) => row.documentStatus);
  return {
    kycStatus: state.kycStatus,
    requestDocumentTypeStatus: state.requestDocumentTypeStatus,
    uploadState: uploadState(
      has('PROOF_OF_ID') ? statusOf(facts, 'PROOF_OF_ID') : undefined,
      has('PROOF_OF_ADDRESS') ? statusOf(facts, 'PROOF_OF_ADDRESS') : undefined,
    ),
    kycClear: isKycClear(state.kycStatus, {
      idDocument: statusOf(facts, 'PROOF_OF_ID'),
      addressDocument: statusOf(facts, 'PROOF_OF_ADDRESS'),
      sowDocument: statusOf(facts, 'SOURCE_OF_WEALTH'),
      eddQuestionnaire: statusOf(facts, 'EDD_QUESTIONNAIRE'),
      otherDocument: statuses('OTHER'),
      paymentDocument: statuses('PROOF_OF_PAYMENT'),
    }),
    reminder: nextReminderState('INACTIVE', 'SHOW', facts),
    withdrawal: withdrawalKycResult({
      kycStatus: state.kycStatus,
      documents: facts,
      lifetimeDeposits: await lifetimeDeposits(db, playerId),
      ...kycThresholds(),
    }),
  };
}
