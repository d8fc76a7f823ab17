import { verifyPasswordResetCode as verifyPasswordResetCodeContract } from '@/lib/identity/contracts';
import { verifyPasswordResetCode } from '@/server/domains/identity/verify-password-reset-code';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Verification step: smsResetKeyId + code → resetKey. */
export const POST = withContract(verifyPasswordResetCodeContract, async ({ db, body }) => verifyPasswordResetCode(db, body));
