import { requestPasswordReset as requestPasswordResetContract } from '@/lib/identity/contracts';
import { requestPasswordReset } from '@/server/domains/identity/request-password-reset';
import { requireCaptcha } from '@/server/domains/identity/require-captcha';
import { clientInfo } from '@/server/http/client-info';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Email step: sends an SMS code (or a reset link by e-mail); the same answer for known and unknown addresses. */
export const POST = withContract(requestPasswordResetContract, async ({ db, body, request }) => {
  await requireCaptcha(request, clientInfo(request).ipAddress);
  return requestPasswordReset(db, body);
});
