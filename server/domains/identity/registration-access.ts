import 'server-only';
import { eq } from 'drizzle-orm';
import { REGISTRATION_TOKEN_HEADER } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { players, type PlayerRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { hashSecret, sameHash } from './one-time-code';

/**
 * The PRE_REGISTERED player a sign-up call acts for: the Registration-Token header must be the token answered
 * at registration for this playerId and not expired. The token is checked before anything about the player is
 * told: an unknown id, a registered player (whose token was cleared) and a wrong token all answer the same 401,
 * so the call cannot be used to find out which ids are players. Only a valid token learns 409 already_completed.
 */
export async function authorizeRegistration(db: Database, request: Request, playerId: number): Promise<PlayerRow> {
  const token = request.headers.get(REGISTRATION_TOKEN_HEADER)?.trim();
  if (!token) throw new ApiError('error.registration.token_invalid');
  const [player] = await db.select().from(players).where(eq(players.playerId, playerId)).limit(1);
  const valid = player?.registrationTokenHash && sameHash(player.registrationTokenHash, hashSecret(token));
  if (!player || !valid || !player.registrationTokenExpiresAt || player.registrationTokenExpiresAt <= new Date()) {
    throw new ApiError('error.registration.token_invalid');
  }
  if (player.status !== 'PRE_REGISTERED') throw new ApiError('error.registration.already_completed');
  return player;
}
