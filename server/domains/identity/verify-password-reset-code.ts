import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { verificationCodes } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { checkVerificationCode } from './check-verification-code';
import { hashSecret, newSecret } from './one-time-code';
import { RESET_KEY_TTL_MS } from './one-time-code-policy';
import { sealProviderCode } from './provider-code-box';

/**
 * With a provider that holds the passwords (Cognito) only the provider can check its code, and only together
 * with the new password: the code is sealed under a fresh reset key and checked at the Password step
 * (ConfirmForgotPassword), where the provider counts the attempts.
 */
async function sealForProvider(db: Database, row: typeof verificationCodes.$inferSelect, code: string, now: Date): Promise<{ resetKey: string }> {
  if (row.expiresAt <= now) throw new ApiError('sms.code.expired');
  if (row.resetKeyUsedAt) throw new ApiError('error.password.reset');
  const resetKey = newSecret();
  await db
    .update(verificationCodes)
    .set({ resetKeyHash: hashSecret(resetKey), resetKeyExpiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS), providerCodeCiphertext: sealProviderCode(code, resetKey) })
    .where(eq(verificationCodes.id, row.id));
  return { resetKey };
}

/** Step Verification: the SMS code → a reset key valid for 15 minutes and one use (only its hash is kept). */
export async function verifyPasswordResetCode(db: Database, input: { smsResetKeyId: string; code: string }): Promise<{ resetKey: string }> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, input.smsResetKeyId), eq(verificationCodes.purpose, 'PASSWORD_RESET_SMS')))
    .limit(1);
  if (!row) throw new ApiError('sms.code.invalid', undefined, {}, { additionalInfo: { attemptsRemaining: 0 } });
  const now = new Date();
  if (getIdentityProvider().confirmPasswordReset) return sealForProvider(db, row, input.code, now);
  const verifiedNow = await checkVerificationCode(db, row, input.code, now);
  // A second verification of the same code (double submit) issues a fresh key; the older one stops working.
  if (!verifiedNow && row.resetKeyUsedAt) throw new ApiError('error.password.reset');
  const resetKey = newSecret();
  await db
    .update(verificationCodes)
    .set({ resetKeyHash: hashSecret(resetKey), resetKeyExpiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS) })
    .where(eq(verificationCodes.id, row.id));
  return { resetKey };
}
