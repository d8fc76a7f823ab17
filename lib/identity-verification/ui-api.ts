import { browserPlatformClient } from '@/lib/api/client';
import { getDocumentCheck, initiateDocumentCheck } from './contracts';

/** The identity-document check's calls, through the one client (session in the httpOnly cookie). */
export const identityCheckApi = {
  initiate: (returnPath: string) => browserPlatformClient().request(initiateDocumentCheck, { body: { documentType: 'PROOF_OF_ID', returnPath } }),
  check: (checkReference: string) => browserPlatformClient().request(getDocumentCheck, { params: { checkReference } }),
};
