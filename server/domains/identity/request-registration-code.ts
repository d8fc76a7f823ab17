import 'server-only';
import type { CodeSent } from '@/lib/identity/schemas';
import { getEmailSender } from '@/server/adapters/email/get-email-sender';
import { getSmsSender } from '@/server/adapters/sms/get-sms-sender';
import { toE164Digits } from '@/server/adapters/sms/phone-number';
import type { Database } from '@/server/db/database';
import type { PlayerRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { CODE_TTL_MS } from './one-time-code-policy';
import { sendVerificationCode } from './send-verification-code';

const MINUTES = CODE_TTL_MS / 60_000;

/** Sends a sign-up code to the registering player's phone (SMS) or e-mail address. */
export async function requestRegistrationCode(db: Database, player: PlayerRow, channel: 'SMS' | 'EMAIL'): Promise<CodeSent> {
  if (channel === 'SMS') {
    if (!player.mobilePhonePrefix || !player.mobilePhoneNumber) throw new ApiError('error.vonage.phone.invalid');
    const to = toE164Digits(player.mobilePhonePrefix, player.mobilePhoneNumber);
    const sms = getSmsSender(db);
    const { id: _id, ...sent } = await sendVerificationCode(db, {
      playerId: player.playerId,
      purpose: 'REGISTRATION_SMS',
      destination: to,
      deliver: (code) => sms.send({ to, text: `Lucky Harbour: your verification code is ${code}. It expires in ${MINUTES} minutes.` }),
    });
    return sent;
  }
  const email = getEmailSender(db);
  const { id: _id, ...sent } = await sendVerificationCode(db, {
    playerId: player.playerId,
    purpose: 'REGISTRATION_EMAIL',
    destination: player.email,
    deliver: (code) =>
      email.send({
        to: player.email,
        subject: 'Your Lucky Harbour verification code',
        text: `Your verification code is ${code}. It expires in ${MINUTES} minutes. If you did not sign up, ignore this e-mail.`,
      }),
  });
  return sent;
}
