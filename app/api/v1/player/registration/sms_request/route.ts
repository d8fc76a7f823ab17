import { codeRequestBodySchema } from '@/lib/identity/schemas';
import { authorizeRegistration } from '@/server/domains/identity/registration-access';
import { requestRegistrationCode } from '@/server/domains/identity/request-registration-code';
import { requireCaptcha } from '@/server/domains/identity/require-captcha';
import { clientInfo } from '@/server/http/client-info';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'registration-code-request', limit: 10, windowMs: 10 * 60_000 };

/** Sends a sign-up code by SMS; pinCodeStatus SUCESS_SEND, or 503 with FAIL_SEND. */
export const POST = withHandler({ objectName: 'codeRequest', body: codeRequestBodySchema, rateLimit }, async ({ db, body, request }) => {
  await requireCaptcha(request, clientInfo(request).ipAddress);
  const player = await authorizeRegistration(db, request, body.playerId);
  return Response.json(await requestRegistrationCode(db, player, 'SMS'));
});
