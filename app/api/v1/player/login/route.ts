import { signIn as signInContract } from '@/lib/identity/contracts';
import { signIn } from '@/server/domains/identity/sign-in';
import { clientInfo } from '@/server/http/client-info';
import { withContract } from '@/server/http/with-contract';
import { sessionCookie } from '@/server/identity/session-cookie';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Email and password → the identity token, in the body and as the httpOnly id_token cookie. */
export const POST = withContract(signInContract, async ({ db, body, request }) => {
  const result = await signIn(db, { ...body, client: clientInfo(request) });
  return Response.json(result, { headers: { 'Set-Cookie': sessionCookie(result.token) } });
});
