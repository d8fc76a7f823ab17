import { passwordResetRequestBodySchema } from '@/lib/identity/schemas';
import { requestPasswordReset } from '@/server/domains/identity/request-password-reset';
import { requireCaptcha } from '@/server/domains/identity/require-captcha';
import { clientInfo } from '@/server/http/client-info';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'password-reset', limit: 10, windowMs: 10 * 60_000 };

/** Email step: sends an SMS code (or a reset link by e-mail); the same answer for known and unknown addresses. */
export const POST = withHandler({ objectName: 'passwordReset', body: passwordResetRequestBodySchema, rateLimit }, async ({ db, body, request }) => {
  await requireCaptcha(request, clientInfo(request).ipAddress);
  return Response.json(await requestPasswordReset(db, body));
});
