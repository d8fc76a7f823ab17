import 'server-only';
import { eq } from 'drizzle-orm';
import type { RegistrationState } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { players, type PlayerRow } from '@/server/db/schema';

type StatePlayer = Pick<PlayerRow, 'playerId' | 'status' | 'profileCompletedAt' | 'mobilePhoneVerifiedAt' | 'emailVerifiedAt'>;

export function toRegistrationState(player: StatePlayer): RegistrationState {
  return {
    playerId: player.playerId,
    status: player.status,
    profileComplete: player.profileCompletedAt !== null,
    mobilePhoneVerified: player.mobilePhoneVerifiedAt !== null,
    emailVerified: player.emailVerifiedAt !== null,
  };
}

/**
 * PRE_REGISTERED becomes REGISTERED once the profile update is done and the phone or the e-mail is verified;
 * the registration token then stops working (the player signs in instead).
 */
export async function completeRegistrationIfReady(db: Database, playerId: number): Promise<RegistrationState> {
  const [player] = await db.select().from(players).where(eq(players.playerId, playerId)).limit(1);
  const ready =
    player.status === 'PRE_REGISTERED' && player.profileCompletedAt !== null && (player.mobilePhoneVerifiedAt !== null || player.emailVerifiedAt !== null);
  if (!ready) return toRegistrationState(player);
  const [updated] = await db
    .update(players)
    .set({ status: 'REGISTERED', registrationTokenHash: null, registrationTokenExpiresAt: null, updatedAt: new Date() })
    .where(eq(players.playerId, playerId))
    .returning();
  return toRegistrationState(updated);
}
