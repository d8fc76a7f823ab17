import { browserPlatformClient } from '@/lib/api/client';
import { getDocumentUploadStatus, getPlayerDocuments, getVerificationSummary, uploadPlayerDocument } from './contracts';
import type { UploadableDocumentType } from './enums';

/** The verification pages' calls, through the one client and the documents' contracts (the session in its cookie). */
const api = () => browserPlatformClient();

export const documentsApi = {
  documents: () => api().request(getPlayerDocuments, {}),
  summary: () => api().request(getVerificationSummary, {}),
  uploadStatus: (documentType: UploadableDocumentType, subType?: string) => api().request(getDocumentUploadStatus, { body: { documentType, subType } }),
  upload: (documentType: UploadableDocumentType, files: readonly File[], subType?: string) =>
    api().request(uploadPlayerDocument, { body: { documentType, subType, file: [...files] } }),
};

/** Where a file of the player's own document is read (the authorised route; the browser sends the session cookie). */
export function documentFileHref(documentId: number, fileId: number): string {
  return `/api/v1/player/documents/${documentId}/files/${fileId}`;
}
