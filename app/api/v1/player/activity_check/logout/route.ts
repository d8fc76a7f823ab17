import { activityCheckLogout } from '@/lib/reality-check/contracts';
import { signOut } from '@/server/domains/identity/sign-out';
import { recordRealityCheckLogout } from '@/server/domains/reality-check/record-reality-check-logout';
import { withContract } from '@/server/http/with-contract';
import { clearedSessionCookie } from '@/server/identity/session-cookie';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** identity-and-account §7 "POST activity check/logout": the choice is logged, then the session ends like a sign-out. */
export const POST = withContract(activityCheckLogout, async ({ db, player }) => {
  await recordRealityCheckLogout(db, player.playerId);
  await signOut(db, player);
  return new Response(null, { status: 204, headers: { 'Set-Cookie': clearedSessionCookie() } });
});
