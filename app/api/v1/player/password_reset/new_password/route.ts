import { newPasswordBodySchema } from '@/lib/identity/schemas';
import { setNewPassword } from '@/server/domains/identity/set-new-password';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'password-reset-new', limit: 10, windowMs: 10 * 60_000 };

/** Password step (SMS flow): resetKey + password; ends every session of the player. */
export const POST = withHandler({ objectName: 'newPassword', body: newPasswordBodySchema, rateLimit }, async ({ db, body }) => {
  await setNewPassword(db, { resetKey: body.resetKey, password: body.password, purpose: 'PASSWORD_RESET_SMS' });
  return new Response(null, { status: 204 });
});
