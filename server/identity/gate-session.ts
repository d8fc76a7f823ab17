import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { gateAccessSchema, type GateAccess } from '@/lib/gate/access-guards';
import { SESSION_COOKIE } from '@/lib/session/constants';
import { getPublicJwks } from './keys';

type CookieReader = { get(name: string): { value: string } | undefined };

async function verifiedClaims(token: string | undefined): Promise<JWTPayload | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await getPublicJwks()), { algorithms: ['RS256'] });
    return payload;
  } catch {
    return null;
  }
}

/** The gate's session check: the identity token cookie must carry a valid platform signature and not be expired. */
export async function hasValidSessionCookie(cookies: CookieReader): Promise<boolean> {
  return (await verifiedClaims(cookies.get(SESSION_COOKIE)?.value)) !== null;
}

/**
 * One request's session reader for the gate: the token is verified at most once, and only when a rule asks;
 * a request without the cookie (every visitor) never reaches the signature check.
 */
export function gateSessionReader(cookies: CookieReader): { hasSession: () => Promise<boolean>; sessionAccess: () => Promise<GateAccess | null> } {
  let claims: Promise<JWTPayload | null> | undefined;
  const read = () => (claims ??= verifiedClaims(cookies.get(SESSION_COOKIE)?.value));
  return {
    hasSession: async () => (await read()) !== null,
    sessionAccess: async () => {
      const parsed = gateAccessSchema.safeParse((await read())?.access);
      return parsed.success ? parsed.data : null;
    },
  };
}
