import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { currentTermsVersion } from './current-terms-version';
import { getPlayerOrThrow } from './get-player-or-throw';

/** Records that the player accepted the terms version content currently publishes. */
export async function acceptCurrentTerms(db: Database, playerId: number): Promise<{ termsAndConditionsAcceptedVersion: number }> {
  const player = await getPlayerOrThrow(db, playerId);
  const version = await currentTermsVersion(player.languageCode);
  if (version === null) throw new ApiError('error.system.unavailable', 'No terms version is published.');
  await db.update(players).set({ termsAndConditionsAcceptedVersion: version, updatedAt: new Date() }).where(eq(players.playerId, playerId));
  return { termsAndConditionsAcceptedVersion: version };
}
