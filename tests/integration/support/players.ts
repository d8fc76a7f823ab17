import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { signIdentityToken } from '@/server/identity/keys';

/** Inserts a player (no real password: these tests never sign in) and returns its id. */
export async function insertPlayer(db: Database, email = 'player@example.com'): Promise<number> {
  const [row] = await db
    .insert(players)
    .values({ email, passwordHash: 'not-a-hash', firstName: 'Test', lastName: 'Player', countryCode: 'FI', languageCode: 'en', currencyCode: 'EUR' })
    .returning({ playerId: players.playerId });
  return row.playerId;
}

/** An identity token signed with the test key, carrying the spec's session claims. */
export function identityTokenFor(playerId: number, expiresIn: string | number = '1h'): Promise<string> {
  return signIdentityToken({ player_id: playerId, email: 'player@example.com', country_code: 'FI', language_code: 'en' }, { expiresIn });
}
