import type { KycLevel, VerificationStatus } from './enums';

/** The documents the KYC-clear condition reads, in the accountDocuments shape (statuses only). */
export interface KycClearDocuments {
  idDocument?: VerificationStatus;
  addressDocument?: VerificationStatus;
  sowDocument?: VerificationStatus;
  eddQuestionnaire?: VerificationStatus;
  otherDocument: readonly VerificationStatus[];
  paymentDocument: readonly VerificationStatus[];
}

/**
 * identity-and-account.md §4 "KYC-clear condition": nothing is asked of the player. kycStatus is NOT_REQUIRED, or it
 * is NOT_VERIFIED and the ID, address, source-of-wealth and EDD questionnaire documents and every other and payment
 * document are UNREQUESTED (an absent single document counts as UNREQUESTED).
 */
export function isKycClear(kycStatus: KycLevel, documents: KycClearDocuments): boolean {
  if (kycStatus === 'NOT_REQUIRED') return true;
  if (kycStatus !== 'NOT_VERIFIED') return false;
  const singles = [documents.idDocument, documents.addressDocument, documents.sowDocument, documents.eddQuestionnaire];
  return (
    singles.every((status) => status === undefined || status === 'UNREQUESTED') &&
    [...documents.otherDocument, ...documents.paymentDocument].every((status) => status === 'UNREQUESTED')
  );
}
