import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { requestedTypesOf } from '@/lib/documents/document-facts';
import { DOCUMENT_TYPES, type KycLevel } from '@/lib/documents/enums';
import { kycLevelAfterDocuments } from '@/lib/documents/kyc-rules';
import { documentFactsOf, documentRowsOf } from './account-documents';

/**
 * After a document change inside `tx` (the player's row locked): the level the rules give and
 * requestDocumentTypeStatus (the outstanding types), written when they changed. Answers the level before and after.
 */
export async function syncKycAfterDocuments(
  tx: Database,
  playerId: number,
  current: { kycStatus: KycLevel; requestDocumentTypeStatus: string },
  options: { eddDue?: boolean } = {},
): Promise<{ before: KycLevel; after: KycLevel; requestDocumentTypeStatus: string }> {
  const facts = documentFactsOf(await documentRowsOf(tx, playerId));
  const after = kycLevelAfterDocuments(current.kycStatus, facts, options);
  const requestDocumentTypeStatus = requestedTypesOf(facts, DOCUMENT_TYPES).join(',');
  if (after !== current.kycStatus || requestDocumentTypeStatus !== current.requestDocumentTypeStatus)
    await tx
      .update(players)
      .set({ kycStatus: after, requestDocumentTypeStatus, updatedAt: sql`now()` })
      .where(eq(players.playerId, playerId));
  return { before: current.kycStatus, after, requestDocumentTypeStatus };
}

/** Locks the player's row for a document change; 404 for an unknown player. */
export async function lockPlayerForDocuments(tx: Database, playerId: number): Promise<{ kycStatus: KycLevel; requestDocumentTypeStatus: string } | null> {
  const [row] = await tx
    .select({ kycStatus: players.kycStatus, requestDocumentTypeStatus: players.requestDocumentTypeStatus })
    .from(players)
    .where(eq(players.playerId, playerId))
    .for('update');
  return row ?? null;
}
