import { setNewPassword as setNewPasswordContract } from '@/lib/identity/contracts';
import { setNewPassword } from '@/server/domains/identity/set-new-password';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Password step (SMS flow): resetKey + password; ends every session of the player. */
export const POST = withContract(setNewPasswordContract, async ({ db, body }) => {
  await setNewPassword(db, { resetKey: body.resetKey, password: body.password, purpose: 'PASSWORD_RESET_SMS' });
  return new Response(null, { status: 204 });
});
