import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { PasswordResetRequested } from '@/lib/identity/schemas';
import { getEmailSender } from '@/server/adapters/email/get-email-sender';
import { getSmsSender } from '@/server/adapters/sms/get-sms-sender';
import { toE164Digits } from '@/server/adapters/sms/phone-number';
import type { Database } from '@/server/db/database';
import { players, verificationCodes } from '@/server/db/schema';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { hashSecret, newSecret } from './one-time-code';
import { CODE_TTL_MS, RESET_KEY_TTL_MS } from './one-time-code-policy';
import { sendVerificationCode } from './send-verification-code';

/**
 * Step Email of the reset flow. SMS: a code to the account's phone, exchanged later for a reset key. EMAIL: the
 * reset key itself, in a link. An unknown address gets a row too (nothing is sent), so the answer, the send
 * limit and later attempts behave exactly as for a known one.
 */
export async function requestPasswordReset(db: Database, input: { email: string; channel: 'SMS' | 'EMAIL' }): Promise<PasswordResetRequested> {
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.email, input.email), ne(players.status, 'PRE_REGISTERED')))
    .limit(1);
  const provider = getIdentityProvider();
  if (provider.startPasswordReset) {
    // The provider holds the passwords (Cognito): it sends its own code (ForgotPassword) and checks it at the
    // Password step. The platform still keeps its row, so the answer and the send limit stay the same.
    if (input.channel === 'EMAIL') throw new ApiError('error.system.unavailable', 'The e-mail reset link is not available with this identity provider.');
    const startReset = provider.startPasswordReset.bind(provider);
    const sent = await sendVerificationCode(db, {
      playerId: player?.playerId ?? null,
      purpose: 'PASSWORD_RESET_SMS',
      destination: input.email,
      deliver: player ? async () => void (await startReset(input.email)) : null,
    });
    return { smsResetKeyId: sent.id, pinCodeStatus: sent.pinCodeStatus };
  }
  if (input.channel === 'SMS') {
    const phone = player?.mobilePhonePrefix && player.mobilePhoneNumber ? toE164Digits(player.mobilePhonePrefix, player.mobilePhoneNumber) : null;
    const sms = getSmsSender(db);
    const sent = await sendVerificationCode(db, {
      playerId: player?.playerId ?? null,
      purpose: 'PASSWORD_RESET_SMS',
      destination: input.email,
      deliver: phone
        ? (code) => sms.send({ to: phone, text: `Lucky Harbour: your password reset code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.` })
        : null,
    });
    return { smsResetKeyId: sent.id, pinCodeStatus: sent.pinCodeStatus };
  }

  const resetKey = newSecret();
  const mail = getEmailSender(db);
  const link = `${env.SITE_URL}/en-UN/reset-password?email=${encodeURIComponent(input.email)}&resetKey=${resetKey}`;
  const sent = await sendVerificationCode(db, {
    playerId: player?.playerId ?? null,
    purpose: 'PASSWORD_RESET_EMAIL',
    destination: input.email,
    deliver: player
      ? () =>
          mail.send({
            to: input.email,
            subject: 'Reset your Lucky Harbour password',
            text: `Open this link within ${RESET_KEY_TTL_MS / 60_000} minutes to choose a new password:\n${link}\nReset key: ${resetKey}\nIf you did not ask for this, ignore this e-mail.`,
          })
      : null,
  });
  await db
    .update(verificationCodes)
    .set({ resetKeyHash: hashSecret(resetKey), resetKeyExpiresAt: new Date(Date.now() + RESET_KEY_TTL_MS) })
    .where(eq(verificationCodes.id, sent.id));
  return { smsResetKeyId: sent.id, pinCodeStatus: sent.pinCodeStatus };
}
