import type { Database } from '@/server/db/database';
import type { CodeRequestBody, CodeVerificationBody } from '@/lib/identity/schemas';
import { authorizeRegistration } from '@/server/domains/identity/registration-access';
import { requestRegistrationCode } from '@/server/domains/identity/request-registration-code';
import { requireCaptcha } from '@/server/domains/identity/require-captcha';
import { verifyRegistrationCode } from '@/server/domains/identity/verify-registration-code';
import { clientInfo } from '@/server/http/client-info';

type Channel = 'SMS' | 'EMAIL';
type Call<B> = { db: Database; body: B; request: Request };

/** Sends a sign-up code on `channel`; pinCodeStatus SUCESS_SEND, or 503 with FAIL_SEND. */
export async function sendCode(channel: Channel, { db, body, request }: Call<Pick<CodeRequestBody, 'playerId'>>) {
  await requireCaptcha(request, clientInfo(request).ipAddress);
  const player = await authorizeRegistration(db, request, body.playerId);
  return requestRegistrationCode(db, player, channel);
}

/** Checks a sign-up code sent on `channel`: SUCCESS_VERIFY, or sms.code.invalid / sms.code.expired / sms.max.attempts.reached. */
export async function checkCode(channel: Channel, { db, body, request }: Call<Pick<CodeVerificationBody, 'playerId' | 'code'>>) {
  const player = await authorizeRegistration(db, request, body.playerId);
  return verifyRegistrationCode(db, player, channel, body.code);
}
