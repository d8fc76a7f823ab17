import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerDocumentFiles, playerDocuments } from '@/server/db/schema';
import { documentKey, type DocumentStore } from '@/server/adapters/document-storage/document-store';
import { ApiError, ValidationError, type FieldError } from '@/server/http/errors';
import { isSubTypeOf, SINGLE_DOCUMENT_TYPES, type UploadableDocumentType } from '@/lib/documents/enums';
import { MAX_FILES_PER_DOCUMENT, type DocumentContentType, type PlayerDocumentsAnswer } from '@/lib/documents/schemas';
import { loadPlayerDocuments, toDocumentsAnswer } from './account-documents';
import { documentLimits, type DocumentLimits } from './document-limits';
import { sniffContentType } from './sniff-content-type';
import { lockPlayerForDocuments, syncKycAfterDocuments } from './sync-kyc';

export interface UploadDocumentInput {
  documentType: UploadableDocumentType;
  subType?: string;
  files: readonly File[];
}

const OBJECT = 'document';

const fieldError = (field: string, rejectedValue: unknown, code: string, message: string): FieldError => ({
  objectName: OBJECT,
  field,
  rejectedValue,
  status: 400,
  message,
  code,
});

/** A file name fit to show back to its owner: the last path segment, printable, at most 120 characters. */
export function cleanFileName(name: string): string {
  const last = (name.split(/[\\/]/).pop() ?? '').toWellFormed();
  // Control characters (C0 and DEL) dropped: the name is shown back and sent in a header.
  const base = Array.from(last)
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim();
  return base.slice(0, 120) || 'document';
}

interface PreparedFile {
  bytes: Uint8Array;
  contentType: DocumentContentType;
  fileName: string;
  sha256: string;
}

/** Every file checked before anything is stored: size, then the type its bytes are. */
async function prepareFiles(input: UploadDocumentInput, limits: DocumentLimits): Promise<PreparedFile[]> {
  const errors: FieldError[] = [];
  if (input.subType !== undefined && !isSubTypeOf(input.documentType, input.subType))
    errors.push(fieldError('subType', input.subType, 'invalid_value', `Not a sub-type of ${input.documentType}.`));
  if (input.files.length > limits.maxFiles) errors.push(fieldError('file', input.files.length, 'too_big', `At most ${limits.maxFiles} files per upload.`));
  const prepared: PreparedFile[] = [];
  for (const [index, file] of input.files.entries()) {
    const fileName = cleanFileName(file.name);
    if (file.size === 0) {
      errors.push(fieldError(`file.${index}`, fileName, 'too_small', 'The file is empty.'));
      continue;
    }
    if (file.size > limits.maxFileBytes) {
      errors.push(fieldError(`file.${index}`, fileName, 'too_big', `The file is larger than ${limits.maxFileBytes} bytes.`));
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = await sniffContentType(bytes);
    if (!contentType) {
      errors.push(fieldError(`file.${index}`, fileName, 'invalid_file_type', 'The file is not a JPEG, PNG, WebP, HEIC image or a PDF.'));
      continue;
    }
    prepared.push({ bytes, contentType, fileName, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return prepared;
}

/**
 * POST /player/documents: checks every file (size, type by content), stores them, then in one transaction (the
 * player's row locked) creates or reopens the document under review, records the files and moves the KYC level.
 * Nothing half-written remains: a refusal stores nothing, and a failure after storing removes the stored files
 * before it is reported (the database rolled back).
 */
export async function uploadDocument(
  db: Database,
  store: DocumentStore,
  playerId: number,
  input: UploadDocumentInput,
  limits: DocumentLimits = documentLimits(),
): Promise<PlayerDocumentsAnswer> {
  const files = await prepareFiles(input, limits);
  const stored: { key: string; file: PreparedFile }[] = [];
  try {
    for (const file of files) {
      const key = documentKey(playerId, randomUUID());
      stored.push({ key, file });
      await store.put(key, file.bytes, file.contentType);
    }
    return await db.transaction(async (tx) => {
      const current = await lockPlayerForDocuments(tx, playerId);
      if (!current) throw new ApiError('error.player.not.found');
      const single = (SINGLE_DOCUMENT_TYPES as readonly string[]).includes(input.documentType);
      const [open] = await tx
        .select()
        .from(playerDocuments)
        .where(
          and(
            eq(playerDocuments.playerId, playerId),
            eq(playerDocuments.documentType, input.documentType),
            // A single document is reopened whatever its state; of a list, the oldest still asked for.
            single ? undefined : inArray(playerDocuments.documentStatus, ['REQUESTED', 'EXPIRED']),
          ),
        )
        .orderBy(asc(playerDocuments.documentId))
        .limit(1);
      if (open?.documentStatus === 'VERIFIED')
        throw new ValidationError([fieldError('documentType', input.documentType, 'document_verified', 'This document is already verified.')]);
      if (open) {
        const [{ held }] = await tx.select({ held: count() }).from(playerDocumentFiles).where(eq(playerDocumentFiles.documentId, open.documentId));
        if (held + files.length > MAX_FILES_PER_DOCUMENT)
          throw new ValidationError([fieldError('file', files.length, 'too_many_files', `A document holds at most ${MAX_FILES_PER_DOCUMENT} files.`)]);
      }
      const [document] = open
        ? await tx
            .update(playerDocuments)
            .set({ documentStatus: 'UNDER_REVIEW', subType: input.subType ?? open.subType, rejectionReason: null, updatedAt: sql`now()` })
            .where(eq(playerDocuments.documentId, open.documentId))
            .returning()
        : await tx
            .insert(playerDocuments)
            .values({ playerId, documentType: input.documentType, subType: input.subType ?? null, documentStatus: 'UNDER_REVIEW' })
            .returning();
      await tx.insert(playerDocumentFiles).values(
        stored.map(({ key, file }) => ({
          documentId: document.documentId,
          playerId,
          storageKey: key,
          contentType: file.contentType,
          byteSize: file.bytes.byteLength,
          sha256: file.sha256,
          fileName: file.fileName,
        })),
      );
      await syncKycAfterDocuments(tx, playerId, current);
      return toDocumentsAnswer(await loadPlayerDocuments(tx, playerId));
    });
  } catch (error) {
    // The row and the files together or neither: whatever was stored goes (a missing key is not an error).
    await Promise.allSettled(stored.map(({ key }) => store.delete(key)));
    throw error;
  }
}
