import { revokeSession } from '@/server/domains/identity/revoke-sessions';
import { withHandler } from '@/server/http/with-handler';
import { clearedSessionCookie } from '@/server/identity/session-cookie';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Revokes the caller's session server-side and clears the cookie; answers 204 even without a valid session. */
export const POST = withHandler({ auth: 'optional' }, async ({ db, player }) => {
  if (player?.playerAccessId) await revokeSession(db, player.playerAccessId, 'sign_out');
  return new Response(null, { status: 204, headers: { 'Set-Cookie': clearedSessionCookie() } });
});
