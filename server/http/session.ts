import 'server-only';
import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { SESSION_COOKIE } from '@/lib/session/constants';
import { getPublicJwks } from '@/server/identity/keys';
import type { SessionPlayer, SessionVerifier } from '@/server/identity/session-player';
import { verifySession } from '@/server/identity/verify-provider-session';

// The spec's claim names (snake_case), read loosely: unknown claims are allowed and ignored.
const identityClaimsSchema = z.object({
  player_id: z.int().positive(),
  email: z.string().optional(),
  country_code: z.string().optional(),
  language_code: z.string().optional(),
});

const slot = globalThis as typeof globalThis & {
  __luckyHarbourSessionVerifier?: SessionVerifier;
  __luckyHarbourJwks?: { source: object; getKey: JWTVerifyGetKey };
};

async function localKeySet(): Promise<JWTVerifyGetKey> {
  const jwks = await getPublicJwks();
  // Rebuilt only when the key set object changes, so imported keys are reused across requests.
  if (slot.__luckyHarbourJwks?.source !== jwks) slot.__luckyHarbourJwks = { source: jwks, getKey: createLocalJWKSet(jwks) };
  return slot.__luckyHarbourJwks.getKey;
}

/**
 * Signature and claims only, no session or account check: for callers that must stay cheap (the request gate
 * has its own) and for tests. API calls use the session-checking default below.
 */
export const verifyPlatformIdentityToken: SessionVerifier = async (token) => {
  try {
    const { payload } = await jwtVerify(token, await localKeySet(), { algorithms: ['RS256'], clockTolerance: 5 });
    const claims = identityClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { player_id: playerId, email, country_code: countryCode, language_code: languageCode } = claims.data;
    return { playerId, email, countryCode, languageCode };
  } catch {
    return null;
  }
};

/** Replaces the verifier (the Cognito provider, fakes in tests); `undefined` restores the default. */
export function setSessionVerifier(verifier: SessionVerifier | undefined): void {
  slot.__luckyHarbourSessionVerifier = verifier;
}

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a JWT needs no decoding; a malformed escape just fails verification later
    }
  }
  return undefined;
}

/** The identity token: `Authorization: Bearer <token>` first (spec identity-and-account §7), else the httpOnly `id_token` cookie. */
export function readSessionToken(request: Request): string | undefined {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
}

/** Whether the request authenticates with the cookie (then a refreshed token is set back as the cookie). */
export function usesSessionCookie(request: Request): boolean {
  return !/^Bearer\s+\S+$/i.test(request.headers.get('authorization') ?? '') && cookieValue(request.headers.get('cookie'), SESSION_COOKIE) !== undefined;
}

/**
 * The player behind the request's token, or null (no token, or a token that does not verify). The default
 * verifier checks the session row and the account on every call (server/identity/verify-provider-session.ts).
 */
export async function resolveSessionPlayer(request: Request): Promise<SessionPlayer | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  return (slot.__luckyHarbourSessionVerifier ?? verifySession)(token);
}
