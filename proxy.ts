import { NextResponse, type NextRequest } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';
import { decide, type GateDecision } from '@/lib/gate/decide';
import { SECURITY_HEADERS } from '@/lib/gate/security-headers';
import { gateEnv } from '@/server/gate-env';
import { hasValidSessionCookie } from '@/server/identity/gate-session';

const intl = createIntlMiddleware(routing);
// next-intl reads the locale of a rewritten request from this header (set by its own middleware otherwise).
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

function respond(request: NextRequest, decision: GateDecision): NextResponse {
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  if (decision.kind === 'next') return intl(request);
  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, decision.pathname.split('/')[1]);
  const response = NextResponse.rewrite(new URL(decision.pathname, request.url), { status: decision.status, request: { headers } });
  if (decision.status === 503) response.headers.set('Retry-After', '600');
  return response;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const env = gateEnv();
  const decision = await decide({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    maintenance: env.MAINTENANCE_MODE,
    country: request.headers.get(env.GEO_COUNTRY_HEADER),
    hasSession: () => hasValidSessionCookie(request.cookies),
  });
  const response = respond(request, decision);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: the platform API, Next internals and files with an extension pass untouched.
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};
