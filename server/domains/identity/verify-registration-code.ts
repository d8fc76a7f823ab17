import 'server-only';
import { eq } from 'drizzle-orm';
import type { CodeVerified } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { players, type PlayerRow } from '@/server/db/schema';
import { toE164Digits } from '@/server/adapters/sms/phone-number';
import { checkVerificationCode, invalidNoAttempts } from './check-verification-code';
import { latestCode } from './latest-code';
import { completeRegistrationIfReady } from './registration-state';

/** Checks a sign-up code; a right one marks the phone or e-mail verified and may complete the registration. */
export async function verifyRegistrationCode(db: Database, player: PlayerRow, channel: 'SMS' | 'EMAIL', code: string): Promise<CodeVerified> {
  const purpose = channel === 'SMS' ? 'REGISTRATION_SMS' : 'REGISTRATION_EMAIL';
  const row = await latestCode(db, player.playerId, purpose);
  // A code sent to a number the player has since replaced proves nothing about the new one.
  const stale = channel === 'SMS' && row && row.destination !== toE164Digits(player.mobilePhonePrefix ?? '', player.mobilePhoneNumber ?? '');
  if (!row || stale) throw invalidNoAttempts();
  // The row is judged again under its lock: a code superseded or burned since it was read here never verifies.
  const now = new Date();
  await checkVerificationCode(db, { id: row.id, purpose }, code, now, async (tx, _row, verifiedNow) => {
    if (!verifiedNow) return;
    await tx
      .update(players)
      .set(channel === 'SMS' ? { mobilePhoneVerifiedAt: now, updatedAt: now } : { emailVerifiedAt: now, updatedAt: now })
      .where(eq(players.playerId, player.playerId));
  });
  return { ...(await completeRegistrationIfReady(db, player.playerId)), pinCodeStatus: 'SUCCESS_VERIFY' };
}
