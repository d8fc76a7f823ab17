import { createLocalJWKSet, jwtVerify } from 'jose';
import { SESSION_COOKIE } from '@/lib/session/constants';
import { getPublicJwks } from './keys';

type CookieReader = { get(name: string): { value: string } | undefined };

/** The gate's session check: the identity token cookie must carry a valid platform signature and not be expired. */
export async function hasValidSessionCookie(cookies: CookieReader): Promise<boolean> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return false;
  try {
    await jwtVerify(token, createLocalJWKSet(await getPublicJwks()), { algorithms: ['RS256'] });
    return true;
  } catch {
    return false;
  }
}
