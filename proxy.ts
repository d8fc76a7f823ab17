import { NextResponse, type NextRequest } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';
import { decide, type GateDecision } from '@/lib/gate/decide';
import { deviceRoute } from '@/lib/gate/device-route';
import { isRouterFetch } from '@/lib/gate/router-fetch';
import { FRAME_HEADERS, frameRoute } from '@/lib/gate/frame-route';
import { sessionHintAction, sessionHintCookieOptions } from '@/lib/gate/session-hint';
import { RESTRICTED_HINT_COOKIE, restrictedHintAction } from '@/lib/gate/restricted-hint';
import { isCountryRestricted } from '@/lib/gate/guards';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS } from '@/lib/session/constants';
import { gateEnv } from '@/server/gate-env';
import { securityHeaders } from '@/server/security-config';
import { gateSessionReader } from '@/server/identity/gate-session';

const intl = createIntlMiddleware(routing);
// next-intl reads the locale of a rewritten request from this header (set by its own middleware otherwise).
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

function rewrite(request: NextRequest, pathname: string, options: { status?: number; keepSearch?: boolean; locale?: string }): NextResponse {
  const { status, keepSearch = false } = options;
  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, options.locale ?? pathname.split('/')[1]);
  const url = new URL(pathname, request.url);
  if (keepSearch) url.search = request.nextUrl.search;
  return NextResponse.rewrite(url, { status, request: { headers } });
}

/** Valid public pages: framed pages to their own root; home, lobbies and categories to their per-device route; the rest to next-intl. */
function respondToPage(request: NextRequest): NextResponse {
  const framed = frameRoute(request.nextUrl.pathname);
  if (framed) {
    const response = rewrite(request, framed, { keepSearch: true, locale: request.nextUrl.pathname.split('/')[1] });
    for (const [name, value] of Object.entries(FRAME_HEADERS)) response.headers.set(name, value);
    return response;
  }
  const route = deviceRoute({ pathname: request.nextUrl.pathname, search: request.nextUrl.search, userAgent: request.headers.get('user-agent') });
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(route.location, request.url), route.status);
  if (route.kind === 'none') return intl(request);
  // The same URL answers per device class; Next sets its own Vary on pages, so a CDN in front must key its
  // cache on the device class itself (docs/decisions.md, Lobbies).
  return rewrite(request, route.pathname, { keepSearch: true });
}

function respond(request: NextRequest, decision: GateDecision): NextResponse {
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  if (decision.kind === 'next') return respondToPage(request);
  // The router's prefetches and navigations of a refused page (restricted, maintenance, 500) get 204 and no
  // body: a 451 prefetch stayed pending forever (the router leaves a non-OK body unread), a 200 one was cut off
  // as a dynamic page's; on 204 the router drops the prefetch and turns a click into a page load, which gets the
  // status and page below.
  if (isRouterFetch(request.headers)) return new NextResponse(null, { status: 204 });
  const response = rewrite(request, decision.pathname, { status: decision.status });
  if (decision.status === 503) response.headers.set('Retry-After', '600');
  return response;
}

/** Keeps the readable session hint in step with the session cookie (lib/session/constants.ts). */
function syncSessionHint(request: NextRequest, response: NextResponse): void {
  const action = sessionHintAction(request.cookies.has(SESSION_COOKIE), request.cookies.get(SESSION_HINT_COOKIE)?.value);
  if (action === 'delete') response.cookies.delete(SESSION_HINT_COOKIE);
  if (action === 'set') {
    const options = sessionHintCookieOptions({
      siteHttps: securityHeaders().config.https,
      requestHttps: request.nextUrl.protocol === 'https:',
      maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS,
    });
    response.cookies.set(SESSION_HINT_COOKIE, '1', options);
  }
}

/** Keeps the readable restricted-country hint in step with this request's CDN country (lib/gate/restricted-hint.ts). */
function syncRestrictedHint(request: NextRequest, response: NextResponse, country: string | null): void {
  const action = restrictedHintAction(isCountryRestricted(country), request.cookies.get(RESTRICTED_HINT_COOKIE)?.value);
  if (action === 'delete') response.cookies.delete(RESTRICTED_HINT_COOKIE);
  if (action === 'set')
    response.cookies.set(RESTRICTED_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: securityHeaders().config.https || request.nextUrl.protocol === 'https:',
    });
}

/** The bare baseline pages that only benchmark builds contain (next.config.mjs, BENCH_BARE_PAGE): /bench-bare and /bench-bare/static. */
const BENCH_BARE_PATH = '/bench-bare';

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // A benchmark build's baseline passes the gate untouched: the gate's own work counts as our pages' cost.
  const { pathname } = request.nextUrl;
  if ((pathname === BENCH_BARE_PATH || pathname.startsWith(`${BENCH_BARE_PATH}/`)) && process.env.BENCH_BARE_PAGE === '1') return NextResponse.next();
  const env = gateEnv();
  const country = request.headers.get(env.GEO_COUNTRY_HEADER);
  const decision = await decide({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    maintenance: env.MAINTENANCE_MODE,
    country,
    ...gateSessionReader(request.cookies),
  });
  const response = respond(request, decision);
  syncSessionHint(request, response);
  syncRestrictedHint(request, response, country);
  // The same headers for every visitor (no nonce), so cached pages stay cached (docs/decisions.md, "Content-Security-Policy").
  const headers = frameRoute(pathname) ? securityHeaders().framedPage : securityHeaders().page;
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: the platform API, Next internals and files with an extension pass untouched.
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};
