import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PhoneChanged } from '@/lib/account/schemas';
import type { Database } from '@/server/db/database';
import { players, verificationCodes } from '@/server/db/schema';
import { checkVerificationCode, invalidNoAttempts } from '@/server/domains/identity';

const PURPOSE = 'PHONE_CHANGE_SMS';

/**
 * Phone change, step 2 (identity-and-account §7 `/player/phone_number` sms_verification): the code of the player's
 * own `smsVerificationId`. Judged under the code's row lock by the one-time-code machinery (the third wrong code
 * burns it; a superseded or expired code never verifies); a right code writes the new number, verified, in the same
 * transaction. Another player's id is answered like an unknown one, and its attempts are never touched.
 */
export async function verifyPhoneCode(db: Database, playerId: number, input: { smsVerificationId: string; code: string }): Promise<PhoneChanged> {
  const [own] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, input.smsVerificationId), eq(verificationCodes.playerId, playerId), eq(verificationCodes.purpose, PURPOSE)))
    .limit(1);
  if (!own) throw invalidNoAttempts();
  const now = new Date();
  return checkVerificationCode(db, { id: own.id, purpose: PURPOSE }, input.code, now, async (tx, row, verifiedNow) => {
    const mobilePhone = row.pendingMobilePhone;
    if (!mobilePhone) throw invalidNoAttempts();
    if (verifiedNow) {
      await tx
        .update(players)
        .set({ mobilePhonePrefix: mobilePhone.prefix, mobilePhoneNumber: mobilePhone.number, mobilePhoneVerifiedAt: now, updatedAt: now })
        .where(eq(players.playerId, playerId));
    }
    return { mobilePhone, pinCodeStatus: 'SUCCESS_VERIFY' as const };
  });
}
