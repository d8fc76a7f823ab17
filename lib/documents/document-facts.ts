import type { DocumentType, VerificationStatus } from './enums';

/** One of the player's documents as the rules see it: its type and verification status. */
export interface DocumentFact {
  documentType: DocumentType;
  documentStatus: VerificationStatus;
}

/** The status of the player's single document of `type` (UNREQUESTED when they have none). */
export function statusOf(documents: readonly DocumentFact[], type: DocumentType): VerificationStatus {
  return documents.find((document) => document.documentType === type)?.documentStatus ?? 'UNREQUESTED';
}

/** Submitted: the operator has it (under review) or accepted it (verified). */
export function isSubmitted(status: VerificationStatus | undefined): boolean {
  return status === 'UNDER_REVIEW' || status === 'VERIFIED';
}

/** Outstanding: the operator asked for it and the player has not (or no longer validly) provided it. */
export function isOutstanding(status: VerificationStatus): boolean {
  return status === 'REQUESTED' || status === 'EXPIRED';
}

/**
 * `requestDocumentTypeStatus` (identity-and-account.md §3 "Player profile", comma-separated): the types of which
 * the player has an outstanding document, in the spec's type order.
 */
export function requestedTypesOf(documents: readonly DocumentFact[], order: readonly DocumentType[]): DocumentType[] {
  return order.filter((type) => documents.some((document) => document.documentType === type && isOutstanding(document.documentStatus)));
}
