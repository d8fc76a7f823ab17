import { eq } from 'drizzle-orm';
import { PUT as putAddress } from '@/app/api/v1/player/address/route';
import { PUT as putLanguage } from '@/app/api/v1/player/language/route';
import { GET as getPreferences, PATCH as patchPreferences } from '@/app/api/v1/player/marketing_preferences/route';
import { PUT as putPassword } from '@/app/api/v1/player/password/route';
import { POST as phoneRequest } from '@/app/api/v1/player/phone_number/sms_request/route';
import { POST as phoneVerification } from '@/app/api/v1/player/phone_number/sms_verification/route';
import type { Database } from '@/server/db/database';
import { outboxMessages } from '@/server/db/schema';
import { apiRequest } from '../support/http';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const call = (method: string, path: string, token: string | null, body?: unknown) => apiRequest(path, { method, body, headers: token ? bearer(token) : {} });

/** The account page's calls through their route handlers, as the signed-in player of `token` (null: anonymous). */
export const account = {
  address: (token: string | null, body: unknown) => putAddress(call('PUT', '/v1/player/address', token, body)),
  language: (token: string | null, body: unknown) => putLanguage(call('PUT', '/v1/player/language', token, body)),
  password: (token: string | null, body: unknown) => putPassword(call('PUT', '/v1/player/password', token, body)),
  phoneRequest: (token: string | null, body: unknown) => phoneRequest(call('POST', '/v1/player/phone_number/sms_request', token, body)),
  phoneVerification: (token: string | null, body: unknown) => phoneVerification(call('POST', '/v1/player/phone_number/sms_verification', token, body)),
  preferences: (token: string | null) => getPreferences(call('GET', '/v1/player/marketing_preferences', token)),
  updatePreferences: (token: string | null, body: unknown) => patchPreferences(call('PATCH', '/v1/player/marketing_preferences', token, body)),
};

/** The new number of the phone-change tests (a plausible Finnish mobile, not the seeded one). */
export const NEW_PHONE = { prefix: '358', number: '409998877' };
export const NEW_PHONE_E164 = '358409998877';

/** Every code the sandbox outbox delivered to `to`, oldest first. */
export async function sentCodes(db: Database, to: string): Promise<string[]> {
  const rows = await db.select({ body: outboxMessages.body }).from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(outboxMessages.id);
  return rows.map((row) => row.body.match(/\b(\d{6})\b/)?.[1] ?? '');
}

export const wrongCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
