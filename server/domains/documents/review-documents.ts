import 'server-only';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { documentDecisions, playerDocumentFiles, playerDocuments, players, type PlayerDocumentFileRow, type PlayerDocumentRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { LIST_DOCUMENT_TYPES, type DocumentType, type KycLevel, type RejectionReason } from '@/lib/documents/enums';
import { lockPlayerForDocuments, syncKycAfterDocuments } from './sync-kyc';

// The operator's review (docs/decisions.md "Operator document review"): every decision is made under a lock on the
// player's row, recorded in document_decisions with the operator's name and time, and answers what changed for the
// player so the caller can push it to their open sockets.

/** What a decision changed for the player (pushed as PLAYER_ATTRIBUTE_CHANGE). */
export interface DocumentDecisionResult {
  playerId: number;
  documentId: number | null;
  kycStatus: KycLevel;
  requestDocumentTypeStatus: string;
}

export interface PendingDocument {
  documentId: number;
  playerId: number;
  email: string;
  documentType: DocumentType;
  subType: string | null;
  files: number;
  updatedAt: Date;
}

/** Documents under review, oldest first (the queue). */
export async function listPendingDocuments(db: Database): Promise<PendingDocument[]> {
  return db
    .select({
      documentId: playerDocuments.documentId,
      playerId: playerDocuments.playerId,
      email: players.email,
      documentType: playerDocuments.documentType,
      subType: playerDocuments.subType,
      files: count(playerDocumentFiles.fileId),
      updatedAt: playerDocuments.updatedAt,
    })
    .from(playerDocuments)
    .innerJoin(players, eq(players.playerId, playerDocuments.playerId))
    .leftJoin(playerDocumentFiles, eq(playerDocumentFiles.documentId, playerDocuments.documentId))
    .where(eq(playerDocuments.documentStatus, 'UNDER_REVIEW'))
    .groupBy(playerDocuments.documentId, players.email)
    .orderBy(asc(playerDocuments.updatedAt), asc(playerDocuments.documentId));
}

/** One document with its files (storage keys included: the operator opens them from the store) and its decisions. */
export async function getDocumentForReview(
  db: Database,
  documentId: number,
): Promise<{ document: PlayerDocumentRow; files: PlayerDocumentFileRow[]; decisions: (typeof documentDecisions.$inferSelect)[]; kycStatus: KycLevel }> {
  const [document] = await db.select().from(playerDocuments).where(eq(playerDocuments.documentId, documentId));
  if (!document) throw new ApiError('error.not_found', `No document ${documentId}.`);
  const [player] = await db.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, document.playerId));
  const files = await db.select().from(playerDocumentFiles).where(eq(playerDocumentFiles.documentId, documentId)).orderBy(asc(playerDocumentFiles.fileId));
  const decisions = await db.select().from(documentDecisions).where(eq(documentDecisions.documentId, documentId)).orderBy(asc(documentDecisions.decisionId));
  return { document, files, decisions, kycStatus: player.kycStatus };
}

async function lockedPlayer(tx: Database, playerId: number) {
  const current = await lockPlayerForDocuments(tx, playerId);
  if (!current) throw new ApiError('error.player.not.found');
  return current;
}

/** Approve (VERIFIED) or reject with a reason (back to REQUESTED) a document under review. */
export function decideDocument(
  db: Database,
  input: { documentId: number; decision: 'APPROVE' | 'REJECT'; rejectionReason?: RejectionReason; operator: string },
): Promise<DocumentDecisionResult> {
  if (input.decision === 'REJECT' && !input.rejectionReason) throw new Error('a rejection needs a reason');
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ playerId: playerDocuments.playerId }).from(playerDocuments).where(eq(playerDocuments.documentId, input.documentId));
    if (!found) throw new ApiError('error.not_found', `No document ${input.documentId}.`);
    const current = await lockedPlayer(tx, found.playerId);
    const [document] = await tx
      .update(playerDocuments)
      .set({
        documentStatus: input.decision === 'APPROVE' ? 'VERIFIED' : 'REQUESTED',
        rejectionReason: input.decision === 'APPROVE' ? null : input.rejectionReason,
        reviewedBy: input.operator,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(playerDocuments.documentId, input.documentId), eq(playerDocuments.documentStatus, 'UNDER_REVIEW')))
      .returning();
    if (!document) throw new ApiError('error.forbidden', `Document ${input.documentId} is not under review.`);
    const kyc = await syncKycAfterDocuments(tx, found.playerId, current);
    await tx.insert(documentDecisions).values({
      playerId: found.playerId,
      documentId: input.documentId,
      action: input.decision,
      documentType: document.documentType,
      rejectionReason: input.decision === 'REJECT' ? input.rejectionReason : null,
      kycStatusBefore: kyc.before,
      kycStatusAfter: kyc.after,
      operator: input.operator,
    });
    return { playerId: found.playerId, documentId: input.documentId, kycStatus: kyc.after, requestDocumentTypeStatus: kyc.requestDocumentTypeStatus };
  });
}

/**
 * Marks `types` as REQUESTED for the player inside `tx` (the player's row locked by the caller): a single document
 * not under review is asked for again (a verified one too: the operator wants a new one); a list type gets a new
 * requested document unless one is already outstanding. Answers the documents it asked for.
 */
export async function requestTypesLocked(
  tx: Database,
  playerId: number,
  types: readonly DocumentType[],
): Promise<{ documentId: number; documentType: DocumentType }[]> {
  const asked: { documentId: number; documentType: DocumentType }[] = [];
  for (const documentType of types) {
    const list = (LIST_DOCUMENT_TYPES as readonly string[]).includes(documentType);
    const [existing] = await tx
      .select()
      .from(playerDocuments)
      .where(
        and(
          eq(playerDocuments.playerId, playerId),
          eq(playerDocuments.documentType, documentType),
          list ? inArray(playerDocuments.documentStatus, ['REQUESTED', 'EXPIRED']) : undefined,
        ),
      )
      .limit(1);
    if (existing && (list || existing.documentStatus === 'UNDER_REVIEW' || existing.documentStatus === 'REQUESTED')) continue;
    if (existing) {
      await tx
        .update(playerDocuments)
        .set({ documentStatus: 'REQUESTED', rejectionReason: null, updatedAt: sql`now()` })
        .where(eq(playerDocuments.documentId, existing.documentId));
      asked.push({ documentId: existing.documentId, documentType });
    } else {
      const [row] = await tx
        .insert(playerDocuments)
        .values({ playerId, documentType, documentStatus: 'REQUESTED' })
        .returning({ documentId: playerDocuments.documentId });
      asked.push({ documentId: row.documentId, documentType });
    }
  }
  return asked;
}

/** The operator asks the player for a document of `documentType`. */
export function requestDocumentType(db: Database, input: { playerId: number; documentType: DocumentType; operator: string }): Promise<DocumentDecisionResult> {
  return db.transaction(async (tx) => {
    const current = await lockedPlayer(tx, input.playerId);
    const [asked] = await requestTypesLocked(tx, input.playerId, [input.documentType]);
    const documentId = asked?.documentId ?? null;
    const kyc = await syncKycAfterDocuments(tx, input.playerId, current);
    await tx.insert(documentDecisions).values({
      playerId: input.playerId,
      documentId,
      action: 'REQUEST',
      documentType: input.documentType,
      kycStatusBefore: kyc.before,
      kycStatusAfter: kyc.after,
      operator: input.operator,
    });
    return { playerId: input.playerId, documentId, kycStatus: kyc.after, requestDocumentTypeStatus: kyc.requestDocumentTypeStatus };
  });
}

/** The operator sets the player's KYC level (any of the spec's levels; the rules do not override it). */
export function setKycLevel(db: Database, input: { playerId: number; kycStatus: KycLevel; operator: string }): Promise<DocumentDecisionResult> {
  return db.transaction(async (tx) => {
    const current = await lockedPlayer(tx, input.playerId);
    await tx
      .update(players)
      .set({ kycStatus: input.kycStatus, updatedAt: sql`now()` })
      .where(eq(players.playerId, input.playerId));
    await tx.insert(documentDecisions).values({
      playerId: input.playerId,
      action: 'SET_KYC_LEVEL',
      kycStatusBefore: current.kycStatus,
      kycStatusAfter: input.kycStatus,
      operator: input.operator,
    });
    return { playerId: input.playerId, documentId: null, kycStatus: input.kycStatus, requestDocumentTypeStatus: current.requestDocumentTypeStatus };
  });
}
