import { signOut as signOutContract } from '@/lib/identity/contracts';
import { signOut } from '@/server/domains/identity/sign-out';
import { withContract } from '@/server/http/with-contract';
import { clearedSessionCookie } from '@/server/identity/session-cookie';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Revokes the caller's session server-side (and, with Cognito, the player's provider tokens) and clears the
 * cookie; answers 204 even without a valid session.
 */
export const POST = withContract(signOutContract, async ({ db, player }) => {
  await signOut(db, player);
  return new Response(null, { status: 204, headers: { 'Set-Cookie': clearedSessionCookie() } });
});
