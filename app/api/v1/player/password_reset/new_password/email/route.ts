import { setNewPasswordByEmail } from '@/lib/identity/contracts';
import { setNewPassword } from '@/server/domains/identity/set-new-password';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Password step (e-mail flow): email + the resetKey from the e-mailed link + password. */
export const POST = withContract(setNewPasswordByEmail, async ({ db, body }) => {
  await setNewPassword(db, { ...body, purpose: 'PASSWORD_RESET_EMAIL' });
  return new Response(null, { status: 204 });
});
