import { codeVerificationBodySchema } from '@/lib/identity/schemas';
import { authorizeRegistration } from '@/server/domains/identity/registration-access';
import { verifyRegistrationCode } from '@/server/domains/identity/verify-registration-code';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'registration-code-verification', limit: 20, windowMs: 10 * 60_000 };

/** Checks a sign-up code sent by EMAIL: SUCCESS_VERIFY, or sms.code.invalid / sms.code.expired / sms.max.attempts.reached. */
export const POST = withHandler({ objectName: 'codeVerification', body: codeVerificationBodySchema, rateLimit }, async ({ db, body, request }) => {
  const player = await authorizeRegistration(db, request, body.playerId);
  return Response.json(await verifyRegistrationCode(db, player, 'EMAIL', body.code));
});
