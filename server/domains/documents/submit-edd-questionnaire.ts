import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerDocuments } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { KycLevel } from '@/lib/documents/enums';
import { lockPlayerForDocuments, syncKycAfterDocuments } from './sync-kyc';

/**
 * The player answered the EDD questionnaire (identity-and-account.md §7 `/player/questionnaire/answer`), inside the
 * caller's transaction: their single EDD_QUESTIONNAIRE document (a row with no files) is UNDER_REVIEW for the
 * operator, a new answer reopening a verified one, and the KYC rules move the level as for an upload
 * (`kycLevelAfterDocuments`: at EDD_PENDING, EDD_UNDER_REVIEW once the source of wealth is in too). Answers the
 * level before and after.
 */
export async function submitEddQuestionnaireDocument(tx: Database, playerId: number): Promise<{ before: KycLevel; after: KycLevel }> {
  const current = await lockPlayerForDocuments(tx, playerId);
  if (!current) throw new ApiError('error.player.not.found');
  const [existing] = await tx
    .select({ documentId: playerDocuments.documentId })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.playerId, playerId), eq(playerDocuments.documentType, 'EDD_QUESTIONNAIRE')));
  if (existing)
    await tx
      .update(playerDocuments)
      .set({ documentStatus: 'UNDER_REVIEW', rejectionReason: null, updatedAt: sql`now()` })
      .where(eq(playerDocuments.documentId, existing.documentId));
  else await tx.insert(playerDocuments).values({ playerId, documentType: 'EDD_QUESTIONNAIRE', documentStatus: 'UNDER_REVIEW' });
  const { before, after } = await syncKycAfterDocuments(tx, playerId, current);
  return { before, after };
}
