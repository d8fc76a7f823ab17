import { z } from 'zod';
import { DOCUMENT_TYPES, KYC_LEVELS, REJECTION_REASONS, UPLOADABLE_DOCUMENT_TYPES, VERIFICATION_STATUSES } from './enums';
import { DOCUMENT_REMINDER_STATES } from './document-reminder';
import { VERIFICATION_FLOW_STATES } from './verification-flow';

/** The media types a document file may be (checked on the bytes, never the name or the declared type). */
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** Defaults of the upload bounds (server/env.ts DOCUMENT_MAX_FILE_BYTES and DOCUMENT_MAX_FILES override them). */
export const DEFAULT_DOCUMENT_MAX_FILE_BYTES = 10 * 1_048_576;
export const DEFAULT_DOCUMENT_MAX_FILES = 4;
/** Files one document may hold over all its uploads (pages, sides, re-uploads after a rejection). */
export const MAX_FILES_PER_DOCUMENT = 20;

/** One uploaded file of a document; its bytes come from GET …/files/{fileId}, only for its owner. */
export const documentFileSchema = z.object({
  fileId: z.int(),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.int(),
  uploadedAt: z.string(),
});

/** One document (identity-and-account.md §3 "Documents": documentStatus and subType, with its review and files). */
export const accountDocumentSchema = z.object({
  /** Null for a document the player does not have (UNREQUESTED, nothing uploaded). */
  documentId: z.int().nullable(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentStatus: z.enum(VERIFICATION_STATUSES),
  subType: z.string().nullable(),
  rejectionReason: z.enum(REJECTION_REASONS).nullable(),
  files: z.array(documentFileSchema),
  updatedAt: z.string().nullable(),
});
export type AccountDocument = z.output<typeof accountDocumentSchema>;

/** identity-and-account.md §3: single idDocument, addressDocument, eddQuestionnaire, sowDocument; lists otherDocument[] and paymentDocument[]. */
export const accountDocumentsSchema = z.object({
  idDocument: accountDocumentSchema,
  addressDocument: accountDocumentSchema,
  eddQuestionnaire: accountDocumentSchema,
  sowDocument: accountDocumentSchema,
  otherDocument: z.array(accountDocumentSchema),
  paymentDocument: z.array(accountDocumentSchema),
});
export type AccountDocuments = z.output<typeof accountDocumentsSchema>;

/** GET and POST /player/documents: the player's KYC level, the requested types and their documents. */
export const playerDocumentsAnswerSchema = z.object({
  kycStatus: z.enum(KYC_LEVELS),
  /** identity-and-account.md §3 "Player profile": comma-separated outstanding document types. */
  requestDocumentTypeStatus: z.string(),
  accountDocuments: accountDocumentsSchema,
});
export type PlayerDocumentsAnswer = z.output<typeof playerDocumentsAnswerSchema>;

/** A file part as the multipart body carries it (documented as binary; checked by content on the server). */
const filePartSchema = z.instanceof(File).meta({ override: { type: 'string', format: 'binary' } });

/** POST /player/documents (multipart/form-data): the type, an optional sub-type and one or more `file` parts. */
export const uploadDocumentBodySchema = z.strictObject({
  documentType: z.enum(UPLOADABLE_DOCUMENT_TYPES),
  subType: z.string().min(1).max(40).optional(),
  file: z.array(filePartSchema).min(1),
});

/** POST /player/documents/verification: the upload status of one document type (and sub-type). */
export const documentUploadStatusBodySchema = z.strictObject({
  documentType: z.enum(UPLOADABLE_DOCUMENT_TYPES),
  subType: z.string().min(1).max(40).optional(),
});

export const documentUploadStatusSchema = z.object({
  documentType: z.enum(UPLOADABLE_DOCUMENT_TYPES),
  subType: z.string().nullable(),
  documentStatus: z.enum(VERIFICATION_STATUSES),
  rejectionReason: z.enum(REJECTION_REASONS).nullable(),
  /** False once the document is verified (a single-kind document) or holds its most files. */
  uploadAllowed: z.boolean(),
  /** Where the verification modal starts for this type (identity-and-account.md §4). */
  startState: z.enum(VERIFICATION_FLOW_STATES),
  acceptedContentTypes: z.array(z.enum(DOCUMENT_CONTENT_TYPES)),
  maxFileBytes: z.int(),
  maxFiles: z.int(),
});
export type DocumentUploadStatus = z.output<typeof documentUploadStatusSchema>;

/** GET /player/documents/verification: what the verification modal and the document reminder need. */
export const verificationSummarySchema = z.object({
  kycStatus: z.enum(KYC_LEVELS),
  requestDocumentTypeStatus: z.string(),
  /** identity-and-account.md §4 upload state of the ID and address documents. */
  uploadState: z.enum(['UPLOAD_ID', 'UPLOADED', 'SUCCESS', 'SELECT_POA_DOCUMENT_TYPE']),
  /** identity-and-account.md §4 KYC-clear condition: nothing is asked of the player. */
  kycClear: z.boolean(),
  /** What the reminder shows on show: NOTIFY when a document is outstanding. */
  reminder: z.enum(DOCUMENT_REMINDER_STATES),
  /** May the player withdraw as far as KYC goes (the withdrawal's own checks still apply). */
  withdrawal: z.enum(['SUCCESS', 'DOCUMENTS_REQUIRED', 'DOCUMENTS_UNDER_REVIEW', 'DOCUMENTS_REQUIRED_RESTRICTED']),
});
export type VerificationSummary = z.output<typeof verificationSummarySchema>;

export const documentFileParamsSchema = z.strictObject({
  documentId: z.coerce.number().int().positive().max(2_147_483_647),
  fileId: z.coerce.number().int().positive().max(2_147_483_647),
});
