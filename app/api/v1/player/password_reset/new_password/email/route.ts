import { newPasswordEmailBodySchema } from '@/lib/identity/schemas';
import { setNewPassword } from '@/server/domains/identity/set-new-password';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'password-reset-new', limit: 10, windowMs: 10 * 60_000 };

/** Password step (e-mail flow): email + the resetKey from the e-mailed link + password. */
export const POST = withHandler({ objectName: 'newPassword', body: newPasswordEmailBodySchema, rateLimit }, async ({ db, body }) => {
  await setNewPassword(db, { ...body, purpose: 'PASSWORD_RESET_EMAIL' });
  return new Response(null, { status: 204 });
});
