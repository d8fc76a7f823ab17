import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { verificationCodes } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { checkVerificationCode, invalidNoAttempts, lockCode } from './check-verification-code';
import { hashSecret, newSecret } from './one-time-code';
import { RESET_KEY_TTL_MS } from './one-time-code-policy';
import { sealProviderCode } from './provider-code-box';

const PURPOSE = 'PASSWORD_RESET_SMS';

/**
 * With a provider that holds the passwords (Cognito) only the provider can check its code, and only together
 * with the new password: the code is sealed under a fresh reset key and checked at the Password step
 * (ConfirmForgotPassword), where the provider counts the attempts. The row is locked so a newer code's
 * superseding and this sealing cannot interleave.
 */
async function sealForProvider(db: Database, input: { smsResetKeyId: string; code: string }, now: Date): Promise<{ resetKey: string }> {
  return db.transaction(async (tx) => {
    const row = await lockCode(tx, { id: input.smsResetKeyId, purpose: PURPOSE });
    if (!row || row.supersededAt) throw invalidNoAttempts();
    if (row.expiresAt <= now) throw new ApiError('sms.code.expired');
    if (row.resetKeyUsedAt) throw new ApiError('error.password.reset');
    const resetKey = newSecret();
    await tx
      .update(verificationCodes)
      .set({
        resetKeyHash: hashSecret(resetKey),
        resetKeyExpiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS),
        providerCodeCiphertext: sealProviderCode(input.code, resetKey),
      })
      .where(eq(verificationCodes.id, row.id));
    return { resetKey };
  });
}

/**
 * Step Verification: the SMS code → a reset key valid for 15 minutes and one use (only its hash is kept). The
 * key is minted in the transaction that judges the code, so a code that reached its attempt limit never mints.
 */
export async function verifyPasswordResetCode(db: Database, input: { smsResetKeyId: string; code: string }): Promise<{ resetKey: string }> {
  const now = new Date();
  if (getIdentityProvider().confirmPasswordReset) return sealForProvider(db, input, now);
  return checkVerificationCode(db, { id: input.smsResetKeyId, purpose: PURPOSE }, input.code, now, async (tx, row, verifiedNow) => {
    // A second verification of the same code (double submit) issues a fresh key; the older one stops working.
    if (!verifiedNow && row.resetKeyUsedAt) throw new ApiError('error.password.reset');
    const resetKey = newSecret();
    await tx
      .update(verificationCodes)
      .set({ resetKeyHash: hashSecret(resetKey), resetKeyExpiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS) })
      .where(eq(verificationCodes.id, row.id));
    return { resetKey };
  });
}
