import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { loginHistory, players, playerSessions, type PlayerRow } from '@/server/db/schema';
import type { ClientInfo } from '@/server/http/client-info';
import { issueIdentityToken, type IssuedToken } from '@/server/identity/issue-identity-token';
import { SESSION_MAX_AGE_MS } from '@/server/identity/session-policy';
import { newId } from './one-time-code';

/** Opens a session (player_access_id), records the login and signs the identity token. */
export async function createSession(
  db: Database,
  player: PlayerRow,
  loginMethod: string,
  client: ClientInfo,
  now = new Date(),
): Promise<IssuedToken & { playerAccessId: string }> {
  const playerAccessId = newId('pa');
  await db.transaction(async (tx) => {
    await tx
      .insert(playerSessions)
      .values({ playerAccessId, playerId: player.playerId, loginMethod, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS) });
    await tx.insert(loginHistory).values({
      playerId: player.playerId,
      playerAccessId,
      loginDate: now,
      loginIp: client.ipAddress,
      loginCountry: client.countryCode,
      realIpAddress: client.realIpAddress,
      realCountryCode: client.countryCode,
    });
    await tx.update(players).set({ lastActivityDate: now, firstLogin: false }).where(eq(players.playerId, player.playerId));
  });
  return { ...(await issueIdentityToken(player, { playerAccessId, loginMethod })), playerAccessId };
}
