// identity-and-account.md §3 "Documents" and "KYC levels": the document model's enumerations, in the spec's words.
// Isomorphic: the database schema, the API contracts, the operator CLI and the verification pages all read these.

/** identity-and-account.md §3 "Documents": a document's verification status. */
export const VERIFICATION_STATUSES = ['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** identity-and-account.md §3 "Documents": the document types. */
export const DOCUMENT_TYPES = ['PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE', 'OTHER'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** identity-and-account.md §3 "Documents": the short upload kinds. */
export const UPLOAD_KINDS = ['ID', 'POA', 'POP', 'SOW', 'OTHER'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The upload kind of each document type. The EDD questionnaire is answered (identity-and-account.md §7
 * `/player/questionnaire/answer`), never uploaded as a file, so it has no upload kind.
 */
export const UPLOAD_KIND_OF: Readonly<Record<DocumentType, UploadKind | null>> = {
  PROOF_OF_ID: 'ID',
  PROOF_OF_ADDRESS: 'POA',
  PROOF_OF_PAYMENT: 'POP',
  SOURCE_OF_WEALTH: 'SOW',
  EDD_QUESTIONNAIRE: null,
  OTHER: 'OTHER',
};

/** Document types a player uploads files for (every type but the questionnaire). */
export const UPLOADABLE_DOCUMENT_TYPES = DOCUMENT_TYPES.filter((type) => UPLOAD_KIND_OF[type] !== null) as readonly Exclude<
  DocumentType,
  'EDD_QUESTIONNAIRE'
>[];
export type UploadableDocumentType = (typeof UPLOADABLE_DOCUMENT_TYPES)[number];

/** identity-and-account.md §3 "Documents": the upload steps of the verification modal. */
export const UPLOAD_STEP_GROUPS = ['ACCOUNT', 'ID', 'ADDRESS', 'PAYMENT', 'SOW', 'OTHER'] as const;
export type UploadStepGroup = (typeof UPLOAD_STEP_GROUPS)[number];

/** identity-and-account.md §3 "Documents": the player document fields, one per document type. */
export const DOCUMENT_FIELD_OF: Readonly<Record<DocumentType, AccountDocumentField>> = {
  PROOF_OF_ID: 'idDocument',
  PROOF_OF_ADDRESS: 'addressDocument',
  PROOF_OF_PAYMENT: 'paymentDocument',
  SOURCE_OF_WEALTH: 'sowDocument',
  EDD_QUESTIONNAIRE: 'eddQuestionnaire',
  OTHER: 'otherDocument',
};
export type AccountDocumentField = 'idDocument' | 'addressDocument' | 'paymentDocument' | 'sowDocument' | 'eddQuestionnaire' | 'otherDocument';

/**
 * Types of which a player holds one document (accountDocuments carries a single entry) and types of which they hold
 * a list (`otherDocument[]`, `paymentDocument[]`: one per payment method, any number of other documents).
 */
export const SINGLE_DOCUMENT_TYPES = ['PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE'] as const satisfies readonly DocumentType[];
export const LIST_DOCUMENT_TYPES = ['PROOF_OF_PAYMENT', 'OTHER'] as const satisfies readonly DocumentType[];

/** identity-and-account.md §3 "Documents": every rejection reason, in the spec's order. */
export const REJECTION_REASONS = [
  'EMPTY',
  'BAD_QUALITY',
  'CROPPED_CORNERS_NOT_VISIBLE',
  'DAMAGED_DOCUMENT',
  'GENERIC_NO_NAME',
  'ID_BACKSIDE',
  'ID_BLACK_AND_WHITE',
  'ID_EXPIRED',
  'ID_INVALID_TYPE',
  'ID_NAME_MISMATCH',
  'INVALID_ISSUE_DATE',
  'INVALID_SELFIE',
  'MISSING_DOCUMENT_PAGE',
  'PHOTO',
  'POA_ADDRESS_MISMATCH',
  'POA_INVALID_TYPE',
  'POA_MOBILE_PHONE_BILL',
  'POA_NAME_MISMATCH',
  'POA_NO_ISSUE_DATE',
  'POP_CARD_BACK_SIDE_NEEDED',
  'POP_CARD_EXPIRY_DATE_NOT_VISIBLE',
  'POP_CARD_NO_NAME',
  'POP_CARD_NUMBERS_NOT_VISIBLE',
  'POP_E_WALLET_NO_NAME',
  'POP_INCORRECT',
  'POP_NAME_AND_ACCOUNT_NUMBER_NOT_VISIBLE',
  'REJECTED_DUE_TO_MASKED_INFO',
  'SCREENSHOT_NOT_ORIGINAL_DOCUMENT',
  'EMAIL',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * identity-and-account.md §3 "Documents": the source-of-wealth document codes by what they prove. The spec gives
 * bank statements and savings the same code, BS: both are proved by a bank statement.
 */
export const SOURCE_OF_WEALTH_CODE_OF = {
  BANK_STATEMENT: 'BS',
  CREDIT_CARD_STATEMENT: 'CCS',
  UTILITY_BILL: 'UB',
  EMPLOYMENT: 'PS',
  SALE_OF_PROPERTY: 'SP',
  SAVINGS: 'BS',
  SALE_OF_SECURITIES: 'SC',
  INHERITANCE: 'WI',
  WINNINGS: 'WN',
  OTHER: 'OT',
} as const;
/** The distinct source-of-wealth codes (the `subType` of a SOURCE_OF_WEALTH document). */
export const SOURCE_OF_WEALTH_CODES = ['BS', 'CCS', 'UB', 'PS', 'SP', 'SC', 'WI', 'WN', 'OT'] as const;
export type SourceOfWealthCode = (typeof SOURCE_OF_WEALTH_CODES)[number];

/**
 * Each uploadable type's sub-types (the spec names the field, not the values except the source-of-wealth codes;
 * docs/decisions.md "Documents and KYC levels"). An identity document is a passport, a national identity card or a
 * driving licence; an address document one of the kinds a UK/MGA operator accepts (issued within three months);
 * a payment document names the method it proves. OTHER has no sub-type.
 */
export const DOCUMENT_SUB_TYPES = {
  PROOF_OF_ID: ['PASSPORT', 'ID_CARD', 'DRIVING_LICENCE'],
  PROOF_OF_ADDRESS: ['UTILITY_BILL', 'BANK_STATEMENT', 'COUNCIL_TAX', 'GOVERNMENT_LETTER', 'TENANCY_AGREEMENT'],
  PROOF_OF_PAYMENT: ['CARD', 'E_WALLET', 'BANK_ACCOUNT'],
  SOURCE_OF_WEALTH: SOURCE_OF_WEALTH_CODES,
  OTHER: [],
} as const satisfies Readonly<Record<UploadableDocumentType, readonly string[]>>;

/** Whether `subType` is allowed for `documentType` (no sub-type is allowed only where the type has none). */
export function isSubTypeOf(documentType: UploadableDocumentType, subType: string | null | undefined): boolean {
  const allowed: readonly string[] = DOCUMENT_SUB_TYPES[documentType];
  if (subType === null || subType === undefined) return allowed.length === 0;
  return allowed.includes(subType);
}

/** identity-and-account.md §3 "KYC levels" (values as the spec writes them, spaces included). */
export const KYC_LEVELS = [
  'NOT_VERIFIED',
  'DATA_VERIFIED',
  'PENDING',
  'FULLY VERIFIED',
  'ENHANCED KYC',
  'EDD_PENDING',
  'EDD_UNDER_REVIEW',
  'ENHANCED',
  'RESTRICTED',
  'SUSPENDED',
  'PENDING_EXPIRED',
  'NOT_REQUIRED',
] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
