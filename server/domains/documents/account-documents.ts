import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerDocumentFiles, playerDocuments, players, type PlayerDocumentFileRow, type PlayerDocumentRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { DocumentFact } from '@/lib/documents/document-facts';
import { DOCUMENT_FIELD_OF, type DocumentType, type KycLevel } from '@/lib/documents/enums';
import type { AccountDocument, AccountDocuments, DocumentContentType, PlayerDocumentsAnswer } from '@/lib/documents/schemas';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function toAccountDocument(row: PlayerDocumentRow, files: readonly PlayerDocumentFileRow[]): AccountDocument {
  return {
    documentId: row.documentId,
    documentType: row.documentType,
    documentStatus: row.documentStatus,
    subType: row.subType,
    rejectionReason: row.rejectionReason,
    files: files.map((file) => ({
      fileId: file.fileId,
      fileName: file.fileName,
      contentType: file.contentType as DocumentContentType,
      size: file.byteSize,
      uploadedAt: file.createdAt.toISOString(),
    })),
    updatedAt: iso(row.updatedAt),
  };
}

const absent = (documentType: DocumentType): AccountDocument => ({
  documentId: null,
  documentType,
  documentStatus: 'UNREQUESTED',
  subType: null,
  rejectionReason: null,
  files: [],
  updatedAt: null,
});

/** identity-and-account.md §3 `accountDocuments` from the player's rows (oldest first in the lists). */
export function toAccountDocuments(rows: readonly PlayerDocumentRow[], files: readonly PlayerDocumentFileRow[]): AccountDocuments {
  const filesOf = (documentId: number) => files.filter((file) => file.documentId === documentId);
  const single = (type: DocumentType) => {
    const row = rows.find((candidate) => candidate.documentType === type);
    return row ? toAccountDocument(row, filesOf(row.documentId)) : absent(type);
  };
  const list = (type: DocumentType) => rows.filter((row) => row.documentType === type).map((row) => toAccountDocument(row, filesOf(row.documentId)));
  return {
    [DOCUMENT_FIELD_OF.PROOF_OF_ID]: single('PROOF_OF_ID'),
    [DOCUMENT_FIELD_OF.PROOF_OF_ADDRESS]: single('PROOF_OF_ADDRESS'),
    [DOCUMENT_FIELD_OF.EDD_QUESTIONNAIRE]: single('EDD_QUESTIONNAIRE'),
    [DOCUMENT_FIELD_OF.SOURCE_OF_WEALTH]: single('SOURCE_OF_WEALTH'),
    [DOCUMENT_FIELD_OF.OTHER]: list('OTHER'),
    [DOCUMENT_FIELD_OF.PROOF_OF_PAYMENT]: list('PROOF_OF_PAYMENT'),
  } as AccountDocuments;
}

/** The rules' view of the rows. */
export function documentFactsOf(rows: readonly Pick<PlayerDocumentRow, 'documentType' | 'documentStatus'>[]): DocumentFact[] {
  return rows.map((row) => ({ documentType: row.documentType, documentStatus: row.documentStatus }));
}

/** The player's document rows, oldest first. */
export function documentRowsOf(db: Database, playerId: number): Promise<PlayerDocumentRow[]> {
  return db.select().from(playerDocuments).where(eq(playerDocuments.playerId, playerId)).orderBy(asc(playerDocuments.documentId));
}

export interface PlayerDocumentsState {
  kycStatus: KycLevel;
  requestDocumentTypeStatus: string;
  rows: PlayerDocumentRow[];
  files: PlayerDocumentFileRow[];
}

/** Everything GET /player/documents answers, read for one player only. */
export async function loadPlayerDocuments(db: Database, playerId: number): Promise<PlayerDocumentsState> {
  const [player] = await db
    .select({ kycStatus: players.kycStatus, requestDocumentTypeStatus: players.requestDocumentTypeStatus })
    .from(players)
    .where(eq(players.playerId, playerId));
  if (!player) throw new ApiError('error.player.not.found');
  const rows = await documentRowsOf(db, playerId);
  const files =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(playerDocumentFiles)
          .where(
            and(
              eq(playerDocumentFiles.playerId, playerId),
              inArray(
                playerDocumentFiles.documentId,
                rows.map((row) => row.documentId),
              ),
            ),
          )
          .orderBy(asc(playerDocumentFiles.fileId));
  return { ...player, rows, files };
}

export function toDocumentsAnswer(state: PlayerDocumentsState): PlayerDocumentsAnswer {
  return {
    kycStatus: state.kycStatus,
    requestDocumentTypeStatus: state.requestDocumentTypeStatus,
    accountDocuments: toAccountDocuments(state.rows, state.files),
  };
}

/** GET /player/documents. */
export async function getPlayerDocuments(db: Database, playerId: number): Promise<PlayerDocumentsAnswer> {
  return toDocumentsAnswer(await loadPlayerDocuments(db, playerId));
}
