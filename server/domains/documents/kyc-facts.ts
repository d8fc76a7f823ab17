import 'server-only';
import type { Database } from '@/server/db/database';
import type { KycFacts } from '@/lib/documents/kyc-rules';
import type { KycLevel } from '@/lib/documents/enums';
import { documentFactsOf, documentRowsOf } from './account-documents';
import { kycThresholds } from './document-limits';
import { lifetimeDeposits } from '@/server/domains/ledger';

/** The facts the KYC rules read for one player, inside the caller's transaction. */
export async function loadKycFacts(db: Database, playerId: number, kycStatus: KycLevel): Promise<KycFacts> {
  return {
    kycStatus,
    documents: documentFactsOf(await documentRowsOf(db, playerId)),
    lifetimeDeposits: await lifetimeDeposits(db, playerId),
    ...kycThresholds(),
  };
}
