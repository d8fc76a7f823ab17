import type { VerificationStatus } from './enums';
import { isSubmitted } from './document-facts';

/** The verification flow states the upload-state rule can answer (identity-and-account.md §4). */
export type UploadState = 'UPLOAD_ID' | 'UPLOADED' | 'SUCCESS' | 'SELECT_POA_DOCUMENT_TYPE';

/**
 * identity-and-account.md §4 "Upload state computed from the ID and address documents", applied in the spec's
 * order: both absent, or neither verified nor under review → UPLOAD_ID; the address under review, or verified
 * with the ID under review → UPLOADED; the address verified → SUCCESS; otherwise the player picks an address
 * document type (the ID is in, the address is not). `undefined` is an absent document.
 */
export function uploadState(id: VerificationStatus | undefined, address: VerificationStatus | undefined): UploadState {
  if ((id === undefined && address === undefined) || (!isSubmitted(id) && !isSubmitted(address))) return 'UPLOAD_ID';
  if (address === 'UNDER_REVIEW' || (address === 'VERIFIED' && id === 'UNDER_REVIEW')) return 'UPLOADED';
  if (address === 'VERIFIED') return 'SUCCESS';
  return 'SELECT_POA_DOCUMENT_TYPE';
}
