import {
  getDocumentUploadStatus as getDocumentUploadStatusContract,
  getVerificationSummary as getVerificationSummaryContract,
} from '@/lib/documents/contracts';
import { getDocumentUploadStatus } from '@/server/domains/documents/get-upload-status';
import { getVerificationSummary } from '@/server/domains/documents/get-verification-summary';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account.md §7 `/player/documents/verification` and the document upload status POST.
export const GET = withContract(getVerificationSummaryContract, async ({ db, player }) => getVerificationSummary(db, player.playerId));

export const POST = withContract(getDocumentUploadStatusContract, async ({ db, player, body }) => getDocumentUploadStatus(db, player.playerId, body));
