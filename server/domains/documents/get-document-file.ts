import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerDocumentFiles } from '@/server/db/schema';
import type { DocumentStore } from '@/server/adapters/document-storage/document-store';
import { ApiError } from '@/server/http/errors';

export interface DocumentFileBytes {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * One file of one of the player's own documents. The lookup names the player, the document and the file together,
 * so another player's file (or a file of another document) is not found: 404, the same as a file that never was.
 */
export async function getDocumentFile(db: Database, store: DocumentStore, playerId: number, documentId: number, fileId: number): Promise<DocumentFileBytes> {
  const [file] = await db
    .select()
    .from(playerDocumentFiles)
    .where(and(eq(playerDocumentFiles.fileId, fileId), eq(playerDocumentFiles.documentId, documentId), eq(playerDocumentFiles.playerId, playerId)));
  if (!file) throw new ApiError('error.not_found');
  const bytes = await store.get(file.storageKey);
  if (!bytes) {
    console.error(`[documents] file ${file.fileId} of document ${documentId} is missing from the store`);
    throw new ApiError('error.not_found');
  }
  return { bytes, contentType: file.contentType, fileName: file.fileName };
}
