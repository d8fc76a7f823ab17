import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { getDatabase } from '@/server/db/get-database';
import { players, playerSessions } from '@/server/db/schema';
import { signIdentityToken } from '@/server/identity/keys';
import { SESSION_MAX_AGE_MS } from '@/server/identity/session-policy';

/** Inserts a player (no real password: these tests never sign in) and returns its id. */
export async function insertPlayer(db: Database, email = 'player@example.com'): Promise<number> {
  const [row] = await db
    .insert(players)
    .values({ email, passwordHash: 'not-a-hash', firstName: 'Test', lastName: 'Player', countryCode: 'FI', languageCode: 'en', currencyCode: 'EUR' })
    .returning({ playerId: players.playerId });
  return row.playerId;
}

let sessions = 0;

/**
 * An identity token signed with the test key for an existing player, carrying the spec's session claims, with
 * the session row the SessionVerifier checks on every call (as POST /player/login would create).
 */
export async function identityTokenFor(playerId: number, expiresIn: string | number = '1h'): Promise<string> {
  const { db } = await getDatabase();
  const [player] = await db.select().from(players).where(eq(players.playerId, playerId)).limit(1);
  if (!player) throw new Error(`identityTokenFor: no player ${playerId} (insert one first)`);
  sessions += 1;
  const playerAccessId = `pa_test_${process.pid}_${sessions}`;
  await db.insert(playerSessions).values({ playerAccessId, playerId, loginMethod: 'PASSWORD', expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS) });
  const claims = {
    country_code: player.countryCode,
    language_code: player.languageCode,
    player_id: playerId,
    player_access_id: playerAccessId,
    email: player.email,
    login_method: 'PASSWORD',
    registrationDate: player.createdAt.toISOString(),
    multibrand: JSON.stringify({ suspended: false, brands: [] }),
  };
  return signIdentityToken(claims, { expiresIn });
}
