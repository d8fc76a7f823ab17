import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { RegistrationState } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { players, type PlayerRow } from '@/server/db/schema';
import { offerRegistrationRewards } from '@/server/domains/bonus';

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
 * The registration trigger's rewards, in a savepoint of the completing transaction: they commit with the
 * registration, and a failure to offer them never fails sign-up (docs/decisions.md "Bonus triggers and consent").
 */
async function offerSignUpRewards(tx: Database, playerId: number): Promise<void> {
  try {
    await tx.transaction((savepoint) => offerRegistrationRewards(savepoint, playerId));
  } catch (error) {
    console.warn(`[bonus] player ${playerId}: registration rewards not offered (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * PRE_REGISTERED becomes REGISTERED once the profile update is done and the phone or the e-mail is verified;
 * the registration token then stops working (the player signs in instead). One conditional UPDATE makes the
 * transition, so of two calls racing only one completes it and offers the registration rewards.
 */
export async function completeRegistrationIfReady(db: Database, playerId: number): Promise<RegistrationState> {
  const [player] = await db.select().from(players).where(eq(players.playerId, playerId)).limit(1);
  const ready =
    player.status === 'PRE_REGISTERED' && player.profileCompletedAt !== null && (player.mobilePhoneVerifiedAt !== null || player.emailVerifiedAt !== null);
  if (!ready) return toRegistrationState(player);
  const completed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(players)
      .set({ status: 'REGISTERED', registrationTokenHash: null, registrationTokenExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(players.playerId, playerId), eq(players.status, 'PRE_REGISTERED')))
      .returning();
    if (updated) await offerSignUpRewards(tx, playerId);
    return updated;
  });
  if (completed) return toRegistrationState(completed);
  const [now] = await db.select().from(players).where(eq(players.playerId, playerId)).limit(1);
  return toRegistrationState(now);
}
