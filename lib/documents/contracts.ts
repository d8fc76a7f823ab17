import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import {
  DEFAULT_DOCUMENT_MAX_FILE_BYTES,
  DEFAULT_DOCUMENT_MAX_FILES,
  documentFileParamsSchema,
  documentUploadStatusBodySchema,
  documentUploadStatusSchema,
  playerDocumentsAnswerSchema,
  uploadDocumentBodySchema,
  verificationSummarySchema,
} from './schemas';

// Identity verification documents (identity-and-account.md §3 "Documents", §4, §7 "/player/documents",
// "/player/documents/verification", "Document upload status"; docs/api.md "Verification documents"). Rules:
// docs/decisions.md "Documents and KYC levels".

const DOCUMENTS = ['Verification documents'];
const minute = 60_000;

/** The bounded multipart body: the most files at their largest, plus room for the form's own text. */
export const UPLOAD_MAX_BODY_BYTES = DEFAULT_DOCUMENT_MAX_FILES * DEFAULT_DOCUMENT_MAX_FILE_BYTES + 64 * 1024;

export const getPlayerDocuments = defineContract({
  operationId: 'documents.getPlayerDocuments',
  method: 'GET',
  path: '/v1/player/documents',
  summary: 'The signed-in player’s verification documents',
  description:
    'identity-and-account.md §7 `/player/documents`: `accountDocuments` in the spec’s shape (single idDocument, addressDocument, eddQuestionnaire, sowDocument; lists otherDocument and paymentDocument), each with documentStatus, subType, the last rejection reason and its files, plus the KYC level and requestDocumentTypeStatus. Only the caller’s own documents.',
  tags: DOCUMENTS,
  auth: 'required',
  responses: { 200: playerDocumentsAnswerSchema },
  errors: ['error.player.not.found'],
});

export const uploadPlayerDocument = defineContract({
  operationId: 'documents.uploadPlayerDocument',
  method: 'POST',
  path: '/v1/player/documents',
  summary: 'Upload a verification document (one or more pages or sides)',
  description: `identity-and-account.md §7 \`/player/documents\`, multipart/form-data: \`documentType\` (PROOF_OF_ID, PROOF_OF_ADDRESS, PROOF_OF_PAYMENT, SOURCE_OF_WEALTH, OTHER), optional \`subType\` (the type's sub-types; a source-of-wealth code), and 1–${DEFAULT_DOCUMENT_MAX_FILES} \`file\` parts of at most ${DEFAULT_DOCUMENT_MAX_FILE_BYTES / 1_048_576} MiB each: JPEG, PNG, WebP, HEIC or PDF, recognised by their content (a name or a declared type decides nothing). The document goes under review; the answer carries the updated \`accountDocuments\`. A refused file is a field error on \`file\` and nothing is kept: the files and the document are written together or not at all.`,
  tags: DOCUMENTS,
  auth: 'required',
  rateLimit: { key: 'document-upload', limit: 20, windowMs: 10 * minute },
  objectName: 'document',
  bodyEncoding: 'multipart',
  maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
  body: uploadDocumentBodySchema,
  responses: { 201: playerDocumentsAnswerSchema },
  errors: ['error.player.not.found'],
});

export const getVerificationSummary = defineContract({
  operationId: 'documents.getVerificationSummary',
  method: 'GET',
  path: '/v1/player/documents/verification',
  summary: 'Where the player’s verification stands',
  description:
    'identity-and-account.md §4, §7 `/player/documents/verification`: the KYC level, the requested types, the upload state of the ID and address documents, the KYC-clear condition, the document reminder’s state on show and whether KYC lets the player withdraw.',
  tags: DOCUMENTS,
  auth: 'required',
  responses: { 200: verificationSummarySchema },
  errors: ['error.player.not.found'],
});

export const getDocumentUploadStatus = defineContract({
  operationId: 'documents.getDocumentUploadStatus',
  method: 'POST',
  path: '/v1/player/documents/verification',
  summary: 'The upload status of one document type',
  description:
    'identity-and-account.md §7 "Document upload status: POST with documentType and optional subType": the document’s status and last rejection, whether an upload is allowed, where the verification modal starts for it, and the accepted file types and sizes. Changes nothing.',
  tags: DOCUMENTS,
  auth: 'required',
  rateLimit: { key: 'document-upload-status', limit: 60, windowMs: minute },
  objectName: 'documentUploadStatus',
  body: documentUploadStatusBodySchema,
  responses: { 200: documentUploadStatusSchema },
  errors: ['error.player.not.found'],
});

export const getDocumentFile = defineContract({
  operationId: 'documents.getDocumentFile',
  method: 'GET',
  path: '/v1/player/documents/{documentId}/files/{fileId}',
  summary: 'One file of the player’s own document',
  description:
    'The bytes of one uploaded page, with its content type, for its owner only: another player’s document or file is 404, as is an unknown one. Never cached, and sent as an attachment with `X-Content-Type-Options: nosniff`.',
  tags: DOCUMENTS,
  auth: 'required',
  params: documentFileParamsSchema,
  produces: 'application/octet-stream',
  responses: { 200: z.string() },
  errors: ['error.not_found', 'error.player.not.found'],
});
