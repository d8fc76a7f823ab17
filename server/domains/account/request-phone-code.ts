import 'server-only';
import type { PhoneCodeSent } from '@/lib/account/schemas';
import { getSmsSender } from '@/server/adapters/sms/get-sms-sender';
import { toE164Digits } from '@/server/adapters/sms/phone-number';
import type { Database } from '@/server/db/database';
import { CODE_TTL_MS, getPlayerOrThrow, sendVerificationCode } from '@/server/domains/identity';
import { ValidationError } from '@/server/http/errors';

const numberRefused = (number: string, code: string, message: string) =>
  new ValidationError([{ objectName: 'phoneNumber', field: 'mobilePhone.number', rejectedValue: number, status: 400, message, code }]);

/**
 * Phone change, step 1 (identity-and-account §4 "Phone change", §7 `/player/phone_number` sms_request): a code to
 * the NEW number through the configured SMS adapter (the sandbox outbox by default), kept with the number until it
 * is verified. The one-time-code machinery counts the sends (three an hour per player and per number, in the
 * database) and supersedes older codes. A number the provider cannot text is a field error, never a 403: a 403
 * would sign the player out (identity-and-account §6).
 */
export async function requestPhoneCode(db: Database, playerId: number, mobilePhone: { prefix: string; number: string }): Promise<PhoneCodeSent> {
  const player = await getPlayerOrThrow(db, playerId);
  const number = mobilePhone.number.replace(/^0+/, '');
  if (player.mobilePhonePrefix === mobilePhone.prefix && player.mobilePhoneNumber === number) {
    throw numberRefused(mobilePhone.number, 'unchanged', 'This is already the account’s number.');
  }
  const to = toE164Digits(mobilePhone.prefix, number);
  const sms = getSmsSender(db);
  if (!(await sms.isValidNumber(to))) throw numberRefused(mobilePhone.number, 'error.vonage.phone.invalid', 'The mobile phone number is not valid.');
  const sent = await sendVerificationCode(db, {
    playerId,
    purpose: 'PHONE_CHANGE_SMS',
    destination: to,
    pendingMobilePhone: { prefix: mobilePhone.prefix, number },
    deliver: (code) =>
      sms.send({ to, text: `Lucky Harbour: your code to confirm this as your new number is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.` }),
  });
  return { smsVerificationId: sent.id, pinCodeStatus: sent.pinCodeStatus, expiresAt: sent.expiresAt, sendsRemaining: sent.sendsRemaining };
}
