import { patchExclusion } from '@/lib/protection/contracts';
import { requestExclusion } from '@/server/domains/protection/request-exclusion';
import { withContract } from '@/server/http/with-contract';
import { clearedSessionCookie } from '@/server/identity/session-cookie';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7: a self-exclusion; the player is signed out on every device, this one included (cookie cleared).
export const PATCH = withContract(patchExclusion, async ({ db, player, body }) => {
  const answer = await requestExclusion(db, player.playerId, body);
  return Response.json(answer, { status: 200, headers: { 'Set-Cookie': clearedSessionCookie() } });
});
