// The documents domain's operations other domains call (the wallet's KYC checks, the EDD questionnaire, the
// identity-verification vendors' results).
export { applyVendorIdentityCheck } from './apply-vendor-identity-check';
export { kycThresholds } from './document-limits';
export { loadKycFacts } from './kyc-facts';
export { requestDocumentsForMoney } from './request-documents-for-money';
export { satisfySystemIdentityRequests } from './satisfy-system-requests';
export { submitEddQuestionnaireDocument } from './submit-edd-questionnaire';
export { syncKycAfterDocuments } from './sync-kyc';
