import 'server-only';
import { SESSION_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS } from '@/lib/session/constants';
import { env } from '@/server/env';

/** Secure in production and whenever the site is served over TLS (SITE_URL https), whatever NODE_ENV says. */
function secureAttribute(config: Pick<typeof env, 'NODE_ENV' | 'SITE_URL'> = env): string {
  return config.NODE_ENV === 'production' || config.SITE_URL.startsWith('https:') ? '; Secure' : '';
}

/**
 * The id_token cookie: httpOnly, SameSite=Lax, Secure behind TLS, Max-Age one year (spec identity-and-account §9). The token inside
 * expires sooner (1 hour, refreshed by the server); the cookie only carries it.
 */
export function sessionCookie(token: string, config?: Pick<typeof env, 'NODE_ENV' | 'SITE_URL'>): string {
  const secure = secureAttribute(config);
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${TOKEN_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** Clears the cookie (sign-out, revoked session). */
export function clearedSessionCookie(config?: Pick<typeof env, 'NODE_ENV' | 'SITE_URL'>): string {
  const secure = secureAttribute(config);
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
