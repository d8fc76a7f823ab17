import { codeRequestBodySchema, codeVerificationBodySchema } from '@/lib/identity/schemas';
import { authorizeRegistration } from '@/server/domains/identity/registration-access';
import { requestRegistrationCode } from '@/server/domains/identity/request-registration-code';
import { requireCaptcha } from '@/server/domains/identity/require-captcha';
import { verifyRegistrationCode } from '@/server/domains/identity/verify-registration-code';
import { clientInfo } from '@/server/http/client-info';
import { withHandler } from '@/server/http/with-handler';

type Channel = 'SMS' | 'EMAIL';

// One limit per kind of call, shared by both channels, so switching channel does not double the allowance.
const requestLimit = { key: 'registration-code-request', limit: 10, windowMs: 10 * 60_000 };
const verificationLimit = { key: 'registration-code-verification', limit: 20, windowMs: 10 * 60_000 };

/** Sends a sign-up code on `channel`; pinCodeStatus SUCESS_SEND, or 503 with FAIL_SEND. */
export function codeRequestHandler(channel: Channel) {
  return withHandler({ objectName: 'codeRequest', body: codeRequestBodySchema, rateLimit: requestLimit }, async ({ db, body, request }) => {
    await requireCaptcha(request, clientInfo(request).ipAddress);
    const player = await authorizeRegistration(db, request, body.playerId);
    return Response.json(await requestRegistrationCode(db, player, channel));
  });
}

/** Checks a sign-up code sent on `channel`: SUCCESS_VERIFY, or sms.code.invalid / sms.code.expired / sms.max.attempts.reached. */
export function codeVerificationHandler(channel: Channel) {
  return withHandler({ objectName: 'codeVerification', body: codeVerificationBodySchema, rateLimit: verificationLimit }, async ({ db, body, request }) => {
    const player = await authorizeRegistration(db, request, body.playerId);
    return Response.json(await verifyRegistrationCode(db, player, channel, body.code));
  });
}
