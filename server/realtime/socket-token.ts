import 'server-only';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { getDatabase } from '@/server/db/get-database';
import { players, playerSessions } from '@/server/db/schema';
import { getPublicJwks, signIdentityToken } from '@/server/identity/keys';
import { accountMaySessionContinue } from '@/server/identity/session-policy';
import type { SessionPlayer } from '@/server/identity/session-player';

/** Long enough to open the socket after fetching the token; a reconnect fetches a new one. */
export const SOCKET_TOKEN_TTL_SECONDS = 60;
const AUDIENCE = 'lucky-harbour:wallet-socket';

// No player_id claim: an identity verifier (which requires player_id) can never accept a socket token, so a
// token leaked from a URL is worth one websocket for a minute, never a session.
const claimsSchema = z.object({ sub: z.string().regex(/^\d+$/), sid: z.string().optional() });

/** Signs a socket token for the signed-in player, bound to their session so a revoked session cannot connect. */
export async function issueSocketToken(player: SessionPlayer): Promise<{ token: string; expiresIn: number }> {
  const token = await signIdentityToken(
    { sub: String(player.playerId), aud: AUDIENCE, ...(player.playerAccessId ? { sid: player.playerAccessId } : {}) },
    { expiresIn: SOCKET_TOKEN_TTL_SECONDS },
  );
  return { token, expiresIn: SOCKET_TOKEN_TTL_SECONDS };
}

/** The player a socket token names, or null (bad signature, expired, revoked session, blocked account). */
export async function verifySocketToken(token: string): Promise<{ playerId: number } | null> {
  let claims;
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await getPublicJwks()), { algorithms: ['RS256'], audience: AUDIENCE, clockTolerance: 5 });
    claims = claimsSchema.parse(payload);
  } catch {
    return null;
  }
  const playerId = Number(claims.sub);
  const { db } = await getDatabase();
  const [player] = await db.select().from(players).where(eq(players.playerId, playerId)).limit(1);
  const now = new Date();
  if (!player || !accountMaySessionContinue(player, now)) return null;
  if (claims.sid) {
    const [session] = await db.select().from(playerSessions).where(eq(playerSessions.playerAccessId, claims.sid)).limit(1);
    if (!session || session.playerId !== playerId || session.revokedAt || session.expiresAt <= now) return null;
  }
  return { playerId };
}
