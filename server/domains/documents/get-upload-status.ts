import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerDocumentFiles, playerDocuments } from '@/server/db/schema';
import { SINGLE_DOCUMENT_TYPES, type UploadableDocumentType } from '@/lib/documents/enums';
import { DOCUMENT_CONTENT_TYPES, MAX_FILES_PER_DOCUMENT, type DocumentUploadStatus } from '@/lib/documents/schemas';
import { entryStateOf } from '@/lib/documents/verification-flow';
import { documentLimits } from './document-limits';

/** POST /player/documents/verification: one type's upload status (reads only). */
export async function getDocumentUploadStatus(
  db: Database,
  playerId: number,
  input: { documentType: UploadableDocumentType; subType?: string },
): Promise<DocumentUploadStatus> {
  const rows = await db
    .select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.playerId, playerId), eq(playerDocuments.documentType, input.documentType)))
    .orderBy(asc(playerDocuments.documentId));
  const single = (SINGLE_DOCUMENT_TYPES as readonly string[]).includes(input.documentType);
  // A list type: the oldest document still asked for, else a new one.
  const row = single ? rows[0] : rows.find((candidate) => candidate.documentStatus === 'REQUESTED' || candidate.documentStatus === 'EXPIRED');
  const [{ held }] = row
    ? await db.select({ held: count() }).from(playerDocumentFiles).where(eq(playerDocumentFiles.documentId, row.documentId))
    : [{ held: 0 }];
  const limits = documentLimits();
  return {
    documentType: input.documentType,
    subType: input.subType ?? row?.subType ?? null,
    documentStatus: row?.documentStatus ?? 'UNREQUESTED',
    rejectionReason: row?.rejectionReason ?? null,
    uploadAllowed: row?.documentStatus !== 'VERIFIED' && held < MAX_FILES_PER_DOCUMENT,
    startState: entryStateOf(input.documentType),
    acceptedContentTypes: [...DOCUMENT_CONTENT_TYPES],
    maxFileBytes: limits.maxFileBytes,
    maxFiles: limits.maxFiles,
  };
}
