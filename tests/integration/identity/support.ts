import { eq } from 'drizzle-orm';
import { GET as getOutbox } from '@/app/api/dev/outbox/route';
import { POST as login } from '@/app/api/v1/player/login/route';
import { POST as register, PUT as updateProfile } from '@/app/api/v1/player/registration/route';
import { POST as smsRequest } from '@/app/api/v1/player/registration/sms_request/route';
import { POST as smsVerification } from '@/app/api/v1/player/registration/sms_verification/route';
import type { Database } from '@/server/db/database';
import { players, type NewPlayerRow } from '@/server/db/schema';
import { hashPassword } from '@/server/domains/identity/password';
import { PlatformIdentityProvider } from '@/server/identity/provider/platform-provider';
import { apiRequest, readJson } from '../support/http';

export const CAPTCHA = { hcaptchaToken: '10000000-aaaa-bbbb-cccc-000000000001' };
export const PASSWORD = 'Harbour-Pass-2026';
export const PHONE = { prefix: '358', number: '401112233' };
export const PHONE_E164 = '358401112233';

export type Body = Record<string, unknown>;
export type ErrorBody = { status: number; code: string; message: string; additionalInfo?: Record<string, unknown>; fieldErrors?: Body[] };

export const post = (path: string, body?: unknown, headers: Record<string, string> = {}) => apiRequest(path, { method: 'POST', body, headers });
export const put = (path: string, body?: unknown, headers: Record<string, string> = {}) => apiRequest(path, { method: 'PUT', body, headers });
export const get = (path: string, headers: Record<string, string> = {}) => apiRequest(path, { headers });

export function registrationBody(overrides: Body = {}): Body {
  return { firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.com', mobilePhone: PHONE, password: PASSWORD, ...overrides };
}

export function profileBody(playerId: number, overrides: Body = {}): Body {
  return {
    playerId,
    dateOfBirth: '1990-05-17',
    postalCode: '00100',
    mobilePhone: PHONE,
    countryCode: 'FI',
    termsAndConditionsAccepted: true,
    languageCode: 'fi',
    ...overrides,
  };
}

/** POST /player/registration with a valid captcha; answers the parsed 201 body. */
export async function registerPre(overrides: Body = {}, headers: Record<string, string> = {}): Promise<{ playerId: number; token: string; status: string }> {
  const response = await register(post('/v1/player/registration', registrationBody(overrides), { ...CAPTCHA, country: 'FI', ...headers }));
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return readJson(response);
}

export const codeBody = (playerId: number, extra: Body = {}) => ({ playerId, siteId: 1, countryCode: 'FI', ...extra });

/** The newest outbox message to a recipient, through the dev endpoint. */
export async function lastMessage(to: string): Promise<{ body: string; subject: string | null; channel: string }> {
  const response = await getOutbox(get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=1`));
  const { messages } = await readJson<{ messages: { body: string; subject: string | null; channel: string }[] }>(response);
  if (!messages[0]) throw new Error(`no outbox message to ${to}`);
  return messages[0];
}

export async function lastCode(to: string): Promise<string> {
  const match = (await lastMessage(to)).body.match(/\b(\d{6})\b/);
  if (!match) throw new Error('no code in the message');
  return match[1];
}

/** The whole sign-up through the API: registration, profile update, SMS code → REGISTERED. */
export async function registerComplete(overrides: Body = {}): Promise<number> {
  const { playerId, token } = await registerPre(overrides);
  const auth = { 'Registration-Token': token };
  expect((await updateProfile(put('/v1/player/registration', profileBody(playerId), auth))).status).toBe(200);
  expect((await smsRequest(post('/v1/player/registration/sms_request', codeBody(playerId), { ...auth, ...CAPTCHA }))).status).toBe(200);
  const verified = await smsVerification(post('/v1/player/registration/sms_verification', codeBody(playerId, { code: await lastCode(PHONE_E164) }), auth));
  expect(verified.status).toBe(200);
  return playerId;
}

/**
 * The fixture players' hash of PASSWORD, made once per test file at a low scrypt cost (N = 2^10): a sign-in verifies
 * with the parameters stored in the hash, so each check costs ≈ 1/32 of the default's. The tests that use it are
 * not about the cost; the default (N = 2^15) stays proven by tests/unit/server/password.test.ts, by the seeded demo
 * player (migrations-and-seed.test.ts) and by the hash a registration through the API stores (registration.test.ts).
 */
const FIXTURE_HASH_COST = 2 ** 10;
let fixtureHash: Promise<string> | undefined;
export const fixturePasswordHash = (): Promise<string> => (fixtureHash ??= makeFixtureHash());

async function makeFixtureHash(): Promise<string> {
  // The platform provider makes its full-cost dummy hash on its first password check, and that check's own hash
  // waits for it in the hash slot: made here, before any sign-in (as the fixture's full-cost hash used to come
  // first), a loaded machine's cold first scrypt cannot push the file's first sign-in past PASSWORD_HASH_MAX_WAIT_MS.
  await new PlatformIdentityProvider().checkPassword('', 'warm-up', null);
  return hashPassword(PASSWORD, FIXTURE_HASH_COST);
}

/** A REGISTERED player straight in the table (statuses the API cannot reach yet: timeout, exclusion…). */
export async function insertRegistered(db: Database, values: Partial<NewPlayerRow> = {}): Promise<number> {
  const [row] = await db
    .insert(players)
    .values({
      email: 'player@example.com',
      passwordHash: await fixturePasswordHash(),
      firstName: 'Paavo',
      lastName: 'Pelaaja',
      countryCode: 'FI',
      languageCode: 'en',
      currencyCode: 'EUR',
      mobilePhonePrefix: PHONE.prefix,
      mobilePhoneNumber: PHONE.number,
      status: 'REGISTERED',
      termsAndConditionsAcceptedVersion: 3,
      ...values,
    })
    .returning({ playerId: players.playerId });
  return row.playerId;
}

export async function signIn(email = 'player@example.com', password = PASSWORD, headers: Record<string, string> = {}): Promise<Response> {
  return login(post('/v1/player/login', { email, password }, headers));
}

export async function signInToken(email?: string, password?: string): Promise<string> {
  const response = await signIn(email, password);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await readJson<{ token: string }>(response)).token;
}

export async function playerRow(db: Database, playerId: number) {
  const [row] = await db.select().from(players).where(eq(players.playerId, playerId));
  return row;
}
