import { isOutstanding, isSubmitted, statusOf, type DocumentFact } from './document-facts';
import type { DocumentType, KycLevel } from './enums';

// The operator's KYC rules (docs/decisions.md "Documents and KYC levels"): which level allows what, when documents
// and enhanced due diligence are asked for, and how document decisions move the level. Pure: the wallet's checks,
// the upload and the operator's review all call these with facts read inside their transaction.

/** Levels whose identity is verified: withdrawals are allowed (subject to EDD). */
export const KYC_CLEARED_LEVELS: readonly KycLevel[] = ['DATA_VERIFIED', 'FULLY VERIFIED', 'ENHANCED KYC', 'ENHANCED', 'NOT_REQUIRED'];
/** Levels that have passed enhanced due diligence (or need none). */
export const EDD_CLEARED_LEVELS: readonly KycLevel[] = ['ENHANCED KYC', 'ENHANCED', 'NOT_REQUIRED'];
/** Levels waiting for the operator: documents are in. */
export const KYC_UNDER_REVIEW_LEVELS: readonly KycLevel[] = ['PENDING', 'EDD_PENDING', 'EDD_UNDER_REVIEW'];
/** Levels only an operator sets or leaves; document events never change them. */
export const OPERATOR_ONLY_LEVELS: readonly KycLevel[] = ['RESTRICTED', 'SUSPENDED', 'NOT_REQUIRED', 'ENHANCED KYC', 'ENHANCED'];

/** Defaults of the configurable thresholds (minor units of the player's currency; env overrides, server/env.ts). */
export const DEFAULT_KYC_DEPOSIT_THRESHOLD = 200_000n;
export const DEFAULT_EDD_DEPOSIT_THRESHOLD = 2_000_000n;

export type KycMoneyResult = 'SUCCESS' | 'DOCUMENTS_REQUIRED' | 'DOCUMENTS_UNDER_REVIEW' | 'DOCUMENTS_REQUIRED_RESTRICTED';

export interface KycFacts {
  kycStatus: KycLevel;
  /** The player's documents (absent single documents may be left out: they are UNREQUESTED). */
  documents: readonly DocumentFact[];
  /** Successful deposits over the account's life, minor units. */
  lifetimeDeposits: bigint;
  eddThreshold?: bigint;
  kycDepositThreshold?: bigint;
}

/** Enhanced due diligence is due: lifetime deposits reached the threshold and the level has not passed EDD. */
export function eddDue(facts: Pick<KycFacts, 'kycStatus' | 'lifetimeDeposits' | 'eddThreshold'>): boolean {
  return facts.lifetimeDeposits >= (facts.eddThreshold ?? DEFAULT_EDD_DEPOSIT_THRESHOLD) && !EDD_CLEARED_LEVELS.includes(facts.kycStatus);
}

const EDD_TYPES: readonly DocumentType[] = ['SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE'];
const IDENTITY_TYPES: readonly DocumentType[] = ['PROOF_OF_ID', 'PROOF_OF_ADDRESS'];

/** Whether the documents of `types` are all in, and whether any is still waiting for the operator. */
function progress(documents: readonly DocumentFact[], types: readonly DocumentType[]): 'MISSING' | 'UNDER_REVIEW' | 'VERIFIED' {
  const statuses = types.map((type) => statusOf(documents, type));
  if (!statuses.every(isSubmitted)) return 'MISSING';
  return statuses.every((status) => status === 'VERIFIED') ? 'VERIFIED' : 'UNDER_REVIEW';
}

/**
 * May the player withdraw, as far as KYC goes? RESTRICTED asks for documents strictly; an outstanding document
 * (requested or expired) is required first; a cleared level may withdraw unless EDD is due (then the EDD documents
 * decide: under review or required); a level under review waits; any other level needs the identity and address
 * documents (under review when both are in).
 */
export function withdrawalKycResult(facts: KycFacts): KycMoneyResult {
  if (facts.kycStatus === 'RESTRICTED') return 'DOCUMENTS_REQUIRED_RESTRICTED';
  if (facts.documents.some((document) => isOutstanding(document.documentStatus))) return 'DOCUMENTS_REQUIRED';
  if (KYC_CLEARED_LEVELS.includes(facts.kycStatus)) {
    if (!eddDue(facts)) return 'SUCCESS';
    const edd = progress(facts.documents, EDD_TYPES);
    return edd === 'MISSING' ? 'DOCUMENTS_REQUIRED' : 'DOCUMENTS_UNDER_REVIEW';
  }
  if (KYC_UNDER_REVIEW_LEVELS.includes(facts.kycStatus)) return 'DOCUMENTS_UNDER_REVIEW';
  return progress(facts.documents, IDENTITY_TYPES) === 'MISSING' ? 'DOCUMENTS_REQUIRED' : 'DOCUMENTS_UNDER_REVIEW';
}

/**
 * May the player deposit `amount` more, as far as KYC goes? An unverified player deposits up to the KYC deposit
 * threshold over the account's life (the MGA's €2,000 rule); past it the identity and address documents are
 * required (under review when in). A deadline passed (PENDING_EXPIRED) asks for documents whatever the amount
 * (the deposit-allowed rule keeps its verify-later path). Cleared levels, and levels only an operator sets, are
 * not held here (RESTRICTED and SUSPENDED are the account gates' business).
 */
export function depositKycResult(facts: KycFacts, amount: bigint): KycMoneyResult {
  if (KYC_CLEARED_LEVELS.includes(facts.kycStatus) || OPERATOR_ONLY_LEVELS.includes(facts.kycStatus)) return 'SUCCESS';
  if (facts.kycStatus === 'EDD_PENDING' || facts.kycStatus === 'EDD_UNDER_REVIEW') return 'SUCCESS';
  if (facts.lifetimeDeposits + amount <= (facts.kycDepositThreshold ?? DEFAULT_KYC_DEPOSIT_THRESHOLD)) return 'SUCCESS';
  return progress(facts.documents, IDENTITY_TYPES) === 'MISSING' ? 'DOCUMENTS_REQUIRED' : 'DOCUMENTS_UNDER_REVIEW';
}

/**
 * The document types a refused money request asks for (recorded as REQUESTED so the modal and the reminder show
 * them): the identity and address documents of an unverified player, the EDD documents when EDD is due. Types the
 * player has already submitted are not asked again.
 */
export function documentTypesToRequest(facts: KycFacts): DocumentType[] {
  const wanted: readonly DocumentType[] =
    KYC_CLEARED_LEVELS.includes(facts.kycStatus) || facts.kycStatus === 'EDD_PENDING' || facts.kycStatus === 'EDD_UNDER_REVIEW'
      ? eddDue(facts) || facts.kycStatus === 'EDD_PENDING'
        ? EDD_TYPES
        : []
      : OPERATOR_ONLY_LEVELS.includes(facts.kycStatus)
        ? []
        : IDENTITY_TYPES;
  return wanted.filter((type) => statusOf(facts.documents, type) === 'UNREQUESTED');
}

/**
 * The level after a document event (an upload, an operator's decision). Levels only an operator sets stay. EDD:
 * both EDD documents verified → ENHANCED, both in → EDD_UNDER_REVIEW, else EDD_PENDING (a level cleared for
 * withdrawals enters EDD when EDD is due and its documents are requested). Identity: both identity and address
 * verified → FULLY VERIFIED; both in → PENDING (DATA_VERIFIED, already cleared, stays); a PENDING level whose
 * document was rejected returns to NOT_VERIFIED. FULLY VERIFIED is not taken back by a document event.
 */
export function kycLevelAfterDocuments(level: KycLevel, documents: readonly DocumentFact[], options: { eddDue?: boolean } = {}): KycLevel {
  if (OPERATOR_ONLY_LEVELS.includes(level)) return level;
  const edd = progress(documents, EDD_TYPES);
  const inEdd = level === 'EDD_PENDING' || level === 'EDD_UNDER_REVIEW' || (options.eddDue === true && KYC_CLEARED_LEVELS.includes(level));
  if (inEdd) return edd === 'VERIFIED' ? 'ENHANCED' : edd === 'UNDER_REVIEW' ? 'EDD_UNDER_REVIEW' : 'EDD_PENDING';
  if (level === 'FULLY VERIFIED') return level;
  const identity = progress(documents, IDENTITY_TYPES);
  if (identity === 'VERIFIED') return 'FULLY VERIFIED';
  if (identity === 'UNDER_REVIEW') return level === 'DATA_VERIFIED' ? level : 'PENDING';
  return level === 'PENDING' ? 'NOT_VERIFIED' : level;
}
