import 'server-only';
import { SESSION_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS } from '@/lib/session/constants';
import { env } from '@/server/env';

/**
 * The id_token cookie: httpOnly, SameSite=Lax, Secure in production, Max-Age one year (spec §9). The token inside
 * expires sooner (1 hour, refreshed by the server); the cookie only carries it.
 */
export function sessionCookie(token: string): string {
  const secure = env.NODE_ENV === 'production' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${TOKEN_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** Clears the cookie (sign-out, revoked session). */
export function clearedSessionCookie(): string {
  const secure = env.NODE_ENV === 'production' ? '; Secure' : '';
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
