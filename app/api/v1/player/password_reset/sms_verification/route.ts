import { passwordResetSmsVerificationBodySchema } from '@/lib/identity/schemas';
import { verifyPasswordResetCode } from '@/server/domains/identity/verify-password-reset-code';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'password-reset-verification', limit: 20, windowMs: 10 * 60_000 };

/** Verification step: smsResetKeyId + code → resetKey. */
export const POST = withHandler({ objectName: 'passwordResetVerification', body: passwordResetSmsVerificationBodySchema, rateLimit }, async ({ db, body }) =>
  Response.json(await verifyPasswordResetCode(db, body)),
);
