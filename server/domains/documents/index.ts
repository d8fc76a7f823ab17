// The documents domain's operations other domains call (the wallet's KYC checks).
export { kycThresholds } from './document-limits';
export { loadKycFacts } from './kyc-facts';
export { requestDocumentsForMoney } from './request-documents-for-money';
export { satisfySystemIdentityRequests } from './satisfy-system-requests';
