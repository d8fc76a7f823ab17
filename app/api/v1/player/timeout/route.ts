import { patchTimeout } from '@/lib/protection/contracts';
import { requestTimeout } from '@/server/domains/protection/request-timeout';
import { withContract } from '@/server/http/with-contract';
import { clearedSessionCookie } from '@/server/identity/session-cookie';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7: a time-out; the player is signed out on every device, this one included (cookie cleared).
export const PATCH = withContract(patchTimeout, async ({ db, player, body }) => {
  const answer = await requestTimeout(db, player.playerId, body);
  return Response.json(answer, { status: 200, headers: { 'Set-Cookie': clearedSessionCookie() } });
});
