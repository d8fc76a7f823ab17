import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { identityClaimsSchema, multibrandSchema } from '@/lib/identity/schemas';
import { getDatabase } from '@/server/db/get-database';
import { players, playerSessions } from '@/server/db/schema';
import type { SessionPlayer } from './session-player';
import { issueIdentityToken, tokenAccessClaim } from './issue-identity-token';
import { getPublicJwks } from './keys';
import { accountMaySessionContinue, shouldRefreshToken } from './session-policy';

function parseMultibrand(raw: string): boolean {
  try {
    const parsed = multibrandSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.suspended;
  } catch {
    return false;
  }
}

/**
 * The platform's SessionVerifier: the RS256 signature and expiry, then the session row (not revoked, not past its
 * absolute end) and the account (still allowed to play) on every call. An old token gets a fresh one to set.
 */
export async function verifyPlatformSession(token: string): Promise<SessionPlayer | null> {
  let claims;
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await getPublicJwks()), { algorithms: ['RS256'], clockTolerance: 5 });
    const parsed = identityClaimsSchema.safeParse(payload);
    if (!parsed.success) return null;
    claims = parsed.data;
  } catch {
    return null;
  }
  const { db } = await getDatabase();
  const [row] = await db
    .select({ session: playerSessions, player: players })
    .from(playerSessions)
    .innerJoin(players, eq(players.playerId, playerSessions.playerId))
    .where(eq(playerSessions.playerAccessId, claims.player_access_id))
    .limit(1);
  const now = new Date();
  if (!row || row.player.playerId !== claims.player_id) return null;
  if (row.session.revokedAt || row.session.expiresAt <= now || !accountMaySessionContinue(row.player, now)) return null;

  const player: SessionPlayer = {
    playerId: row.player.playerId,
    email: row.player.email,
    countryCode: row.player.countryCode,
    languageCode: row.player.languageCode,
    playerAccessId: claims.player_access_id,
    multibrandSuspended: row.player.multibrandSuspended || parseMultibrand(claims.multibrand),
  };
  // A token whose gating flags no longer match the account (PLAYER_ATTRIBUTE_CHANGE, an operator's change) is
  // replaced on this call too, so the request gate sees the change from the player's next page on.
  const staleAccess = !isDeepStrictEqual(claims.access, tokenAccessClaim(row.player));
  if (staleAccess || shouldRefreshToken(claims.iat, Math.floor(now.getTime() / 1000))) {
    player.refreshedToken = (await issueIdentityToken(row.player, { playerAccessId: row.session.playerAccessId, loginMethod: row.session.loginMethod })).token;
  }
  return player;
}
