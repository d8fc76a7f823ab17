import { signInBodySchema } from '@/lib/identity/schemas';
import { signIn } from '@/server/domains/identity/sign-in';
import { clientInfo } from '@/server/http/client-info';
import { withHandler } from '@/server/http/with-handler';
import { sessionCookie } from '@/server/identity/session-cookie';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Per IP, on top of the per-address lock in the domain: stops one client spraying many addresses.
const rateLimit = { key: 'sign-in', limit: 20, windowMs: 60_000 };

/** Email and password → the identity token, in the body and as the httpOnly id_token cookie. */
export const POST = withHandler({ objectName: 'signIn', body: signInBodySchema, rateLimit }, async ({ db, body, request }) => {
  const result = await signIn(db, { ...body, client: clientInfo(request) });
  return Response.json(result, { headers: { 'Set-Cookie': sessionCookie(result.token) } });
});
