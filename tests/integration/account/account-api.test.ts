import { eq } from 'drizzle-orm';
import { GET as getLoginInfo } from '@/app/api/v1/player/login/info/route';
import { GET as getPlayer } from '@/app/api/v1/player/route';
import { addressAnswerSchema, marketingPreferencesSchema, passwordChangedSchema, phoneChangedSchema, phoneCodeSentSchema } from '@/lib/account/schemas';
import { loginInfoSchema } from '@/lib/identity/schemas';
import { marketingPreferences, playerSessions, verificationCodes } from '@/server/db/schema';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { get, insertRegistered, PASSWORD, PHONE_E164, playerRow, signIn, signInToken, type ErrorBody } from '../identity/support';
import { account, bearer, NEW_PHONE, NEW_PHONE_E164, sentCodes, wrongCode } from './support';

// The account page's calls (identity-and-account §3, §7, §8) through their route handlers, on PGlite and PostgreSQL.
const database = useTestDatabase();
// scrypt (N = 2^15) runs for every sign-in and password check: on a shared 2-core machine a test takes seconds.
jest.setTimeout(60_000);

const NEW_PASSWORD = 'Fresh-Harbour-2027';
const db = () => database().handle.db;

async function errorOf(response: Response, status: number): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = await readJson<ErrorBody>(response);
  expect(body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
  return body;
}

/** Two players: `me` (signed in) and `other`, whose data must stay out of reach. */
async function twoPlayers(values: Parameters<typeof insertRegistered>[1] = {}) {
  const me = await insertRegistered(db(), values);
  const other = await insertRegistered(db(), { email: 'other@example.com', mobilePhoneNumber: '407776655' });
  return { me, other, token: await signInToken(), otherToken: await signInToken('other@example.com') };
}

describe('every account call needs a session', () => {
  it.each([
    ['PUT address', () => account.address(null, { provinceCode: 'ON' })],
    ['PUT language', () => account.language(null, { language: 'fi' })],
    ['PUT password', () => account.password(null, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD })],
    ['POST phone sms_request', () => account.phoneRequest(null, { mobilePhone: NEW_PHONE })],
    ['POST phone sms_verification', () => account.phoneVerification(null, { smsVerificationId: 'vc_x', code: '123456' })],
    ['GET marketing preferences', () => account.preferences(null)],
    ['PATCH marketing preferences', () => account.updatePreferences(null, { subscriptionChannels: [] })],
  ])('%s answers 401 error.unauthorized', async (_label, send) => {
    expect((await errorOf(await send(), 401)).code).toBe('error.unauthorized');
  });
});

describe('PUT /player/address', () => {
  it('stores the address with the postcode in its written form and shows it in the profile', async () => {
    const { me, token } = await twoPlayers();
    const response = await account.address(token, { address: 'Mannerheimintie 1 A 2', city: 'Helsinki', postalCode: ' 00100 ' });
    expect(response.status).toBe(200);
    expect(addressAnswerSchema.parse(await readJson(response))).toEqual({
      address: 'Mannerheimintie 1 A 2',
      city: 'Helsinki',
      postalCode: '00100',
      countryCode: 'FI',
      provinceCode: null,
      updated: ['address'],
    });
    const profile = await readJson(await getPlayer(get('/v1/player', bearer(token))));
    expect(profile).toMatchObject({ address: 'Mannerheimintie 1 A 2', city: 'Helsinki', postalCode: '00100' });
    expect(await playerRow(db(), me)).toMatchObject({ city: 'Helsinki' });
  });

  it.each([
    ['a Canadian postcode for a Finnish player', { address: 'Street 1', city: 'Espoo', postalCode: 'K1A 0B1' }, 'postalCode', 'postcode_format'],
    ['an empty postcode', { address: 'Street 1', city: 'Espoo', postalCode: '' }, 'postalCode', 'postcode_required'],
    ['a province outside Canada', { provinceCode: 'ON' }, 'provinceCode', 'not_canada'],
    ['an address without its city', { address: 'Street 1', postalCode: '02100' }, 'city', 'custom'],
    ['markup in the street', { address: '<script>', city: 'Espoo', postalCode: '02100' }, 'address', 'invalid_format'],
    ['an unknown field', { address: 'Street 1', city: 'Espoo', postalCode: '02100', countryCode: 'SE' }, 'countryCode', 'unrecognized_keys'],
  ])('refuses %s with a field error and writes nothing', async (_label, body, field, code) => {
    const { me, token } = await twoPlayers();
    const before = await playerRow(db(), me);
    const refused = await errorOf(await account.address(token, body), 400);
    expect(refused.code).toBe('error.request.validation');
    expect(refused.fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ objectName: 'address', field, code })]));
    const after = await playerRow(db(), me);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('refuses an empty body', async () => {
    const { token } = await twoPlayers();
    expect((await errorOf(await account.address(token, {}), 400)).code).toBe('error.request.validation');
  });

  it('a verified address is locked: 409 error.account.address.locked, nothing written', async () => {
    const { me, token } = await twoPlayers({ kycStatus: 'FULLY VERIFIED', postalCode: '00100' });
    const refused = await errorOf(await account.address(token, { address: 'Elsewhere 2', city: 'Turku', postalCode: '20100' }), 409);
    expect(refused.code).toBe('error.account.address.locked');
    expect(await playerRow(db(), me)).toMatchObject({ address: null, postalCode: '00100' });
  });

  it('Canada: the postcode in its written form, a province change, and no move into or out of Ontario', async () => {
    const me = await insertRegistered(db(), {
      countryCode: 'CA',
      currencyCode: 'CAD',
      provinceCode: 'BC',
      mobilePhonePrefix: '1',
      mobilePhoneNumber: '6045550101',
    });
    const token = await signInToken();
    const address = await account.address(token, { address: '1 Main St', city: 'Calgary', postalCode: 't2p1j9', provinceCode: 'AB' });
    expect(await readJson(address)).toMatchObject({ postalCode: 'T2P 1J9', provinceCode: 'AB', updated: ['address', 'province'] });
    expect((await errorOf(await account.address(token, { provinceCode: 'ON' }), 409)).code).toBe('error.account.province.ontario');
    expect((await errorOf(await account.address(token, { provinceCode: 'XX' }), 400)).fieldErrors?.[0]).toMatchObject({
      field: 'provinceCode',
      code: 'unknown_province',
    });
    expect((await playerRow(db(), me)).provinceCode).toBe('AB');
  });

  it('an Ontario player may not leave Ontario by themselves', async () => {
    await insertRegistered(db(), { countryCode: 'CA', currencyCode: 'CAD', provinceCode: 'ON', mobilePhonePrefix: '1', mobilePhoneNumber: '4165550101' });
    const token = await signInToken();
    expect((await errorOf(await account.address(token, { provinceCode: 'QC' }), 409)).code).toBe('error.account.province.ontario');
    expect((await account.address(token, { provinceCode: 'ON' })).status).toBe(200);
  });
});

describe('PUT /player/language', () => {
  it('stores the language; inen becomes en', async () => {
    const { me, other, token } = await twoPlayers();
    expect(await readJson(await account.language(token, { language: 'fi' }))).toEqual({ languageCode: 'fi' });
    expect((await playerRow(db(), me)).languageCode).toBe('fi');
    expect(await readJson(await account.language(token, { language: 'inen' }))).toEqual({ languageCode: 'en' });
    expect((await playerRow(db(), me)).languageCode).toBe('en');
    expect((await playerRow(db(), other)).languageCode).toBe('en');
  });

  it.each([{ language: 'xx' }, { language: 'EN' }, { lang: 'fi' }, {}])('refuses %j with a field error', async (body) => {
    const { token } = await twoPlayers();
    expect((await errorOf(await account.language(token, body), 400)).code).toBe('error.request.validation');
  });
});

describe('PUT /player/password', () => {
  it('a wrong old password is error.old_password.incorrect with the attempts left; the password stays', async () => {
    const { me, token } = await twoPlayers();
    const before = (await playerRow(db(), me)).passwordHash;
    const refused = await errorOf(await account.password(token, { oldPassword: 'Wrong-Pass-2026', newPassword: NEW_PASSWORD }), 400);
    expect(refused).toMatchObject({ code: 'error.old_password.incorrect', additionalInfo: { attemptsRemaining: 4 } });
    expect((await playerRow(db(), me)).passwordHash).toBe(before);
  });

  it.each([
    ['a weak new password', { oldPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
    ['the same password again', { oldPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword'],
    ['no old password', { newPassword: NEW_PASSWORD }, 'oldPassword'],
  ])('refuses %s with a field error that never echoes the password', async (_label, body, field) => {
    const { token } = await twoPlayers();
    const refused = await errorOf(await account.password(token, body), 400);
    expect(refused.fieldErrors?.[0]).toMatchObject({ field });
    expect(JSON.stringify(refused)).not.toContain(PASSWORD);
  });

  it('changes the password: other sessions end, the asking one stays, only the new password signs in', async () => {
    const { me, token, otherToken } = await twoPlayers();
    const second = await signInToken();
    const third = await signInToken();
    const response = await account.password(token, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(passwordChangedSchema.parse(await readJson(response))).toEqual({ signedOutSessions: 2 });
    expect((await getPlayer(get('/v1/player', bearer(token)))).status).toBe(200);
    for (const ended of [second, third]) expect((await getPlayer(get('/v1/player', bearer(ended)))).status).toBe(401);
    // Another player's session is untouched.
    expect((await getPlayer(get('/v1/player', bearer(otherToken)))).status).toBe(200);
    const reasons = await db().select({ reason: playerSessions.revokedReason }).from(playerSessions).where(eq(playerSessions.playerId, me));
    expect(reasons.filter((row) => row.reason === null)).toHaveLength(1);
    expect(reasons.filter((row) => row.reason === 'password_change')).toHaveLength(2);
    expect((await signIn(undefined, PASSWORD)).status).toBe(404);
    expect((await signIn(undefined, NEW_PASSWORD)).status).toBe(200);
  });

  it('five wrong old passwords lock the password form and sign-in alike (the same per-address lock)', async () => {
    const { token } = await twoPlayers();
    for (let i = 0; i < 4; i += 1) await errorOf(await account.password(token, { oldPassword: `Wrong-Pass-${i}`, newPassword: NEW_PASSWORD }), 400);
    const fifth = await errorOf(await account.password(token, { oldPassword: 'Wrong-Pass-9', newPassword: NEW_PASSWORD }), 429);
    expect(fifth).toMatchObject({ code: 'error.sign.in.attempt.count.exceeded', additionalInfo: { minutes: 30 } });
    expect((await errorOf(await account.password(token, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }), 429)).code).toBe(
      'error.sign.in.attempt.count.exceeded',
    );
    expect((await signIn(undefined, PASSWORD)).status).toBe(429);
  });
});

describe('POST /player/phone_number: sms_request and sms_verification', () => {
  it('sends a code to the new number only; the right code makes it the account’s, verified', async () => {
    const { me, token } = await twoPlayers();
    const sent = await account.phoneRequest(token, { mobilePhone: NEW_PHONE });
    expect(sent.status).toBe(200);
    const { smsVerificationId, sendsRemaining } = phoneCodeSentSchema.parse(await readJson(sent));
    expect(sendsRemaining).toBe(2);
    expect(await sentCodes(db(), PHONE_E164)).toEqual([]);
    const [code] = await sentCodes(db(), NEW_PHONE_E164);
    expect((await playerRow(db(), me)).mobilePhoneNumber).toBe('401112233');
    const verified = await account.phoneVerification(token, { smsVerificationId, code });
    expect(verified.status).toBe(200);
    expect(phoneChangedSchema.parse(await readJson(verified))).toEqual({ mobilePhone: NEW_PHONE, pinCodeStatus: 'SUCCESS_VERIFY' });
    expect(await playerRow(db(), me)).toMatchObject({ mobilePhonePrefix: '358', mobilePhoneNumber: '409998877', mobilePhoneVerifiedAt: expect.any(Date) });
  });

  it('a wrong code keeps the number and says how many attempts are left; the third burns the code', async () => {
    const { me, token } = await twoPlayers();
    const { smsVerificationId } = await readJson<{ smsVerificationId: string }>(await account.phoneRequest(token, { mobilePhone: NEW_PHONE }));
    const [code] = await sentCodes(db(), NEW_PHONE_E164);
    const first = await errorOf(await account.phoneVerification(token, { smsVerificationId, code: wrongCode(code) }), 400);
    expect(first).toMatchObject({ code: 'sms.code.invalid', additionalInfo: { attemptsRemaining: 2 } });
    await errorOf(await account.phoneVerification(token, { smsVerificationId, code: wrongCode(code, 2) }), 400);
    expect((await errorOf(await account.phoneVerification(token, { smsVerificationId, code: wrongCode(code, 3) }), 429)).code).toBe('sms.max.attempts.reached');
    expect((await errorOf(await account.phoneVerification(token, { smsVerificationId, code }), 429)).code).toBe('sms.max.attempts.reached');
    expect((await playerRow(db(), me)).mobilePhoneNumber).toBe('401112233');
  });

  it('another player’s smsVerificationId is unknown to me, and my guesses never count against their code', async () => {
    const { other, token, otherToken } = await twoPlayers();
    const { smsVerificationId } = await readJson<{ smsVerificationId: string }>(await account.phoneRequest(otherToken, { mobilePhone: NEW_PHONE }));
    const [code] = await sentCodes(db(), NEW_PHONE_E164);
    for (const guess of [wrongCode(code), code]) {
      const refused = await errorOf(await account.phoneVerification(token, { smsVerificationId, code: guess }), 400);
      expect(refused).toMatchObject({ code: 'sms.code.invalid', additionalInfo: { attemptsRemaining: 0 } });
    }
    const [row] = await db().select().from(verificationCodes).where(eq(verificationCodes.id, smsVerificationId));
    expect(row).toMatchObject({ failedAttempts: 0, pinCodeStatus: 'SUCESS_SEND' });
    expect((await playerRow(db(), other)).mobilePhoneNumber).toBe('407776655');
    expect((await account.phoneVerification(otherToken, { smsVerificationId, code })).status).toBe(200);
  });

  it('only the newest code verifies', async () => {
    const { token } = await twoPlayers();
    const first = await readJson<{ smsVerificationId: string }>(await account.phoneRequest(token, { mobilePhone: NEW_PHONE }));
    await account.phoneRequest(token, { mobilePhone: NEW_PHONE });
    const [firstCode] = await sentCodes(db(), NEW_PHONE_E164);
    const refused = await errorOf(await account.phoneVerification(token, { smsVerificationId: first.smsVerificationId, code: firstCode }), 400);
    expect(refused).toMatchObject({ code: 'sms.code.invalid', additionalInfo: { attemptsRemaining: 0 } });
  });

  it.each([
    ['the account’s own number', { mobilePhone: { prefix: '358', number: '0401112233' } }, 'unchanged'],
    ['a number the provider cannot text', { mobilePhone: { prefix: '358', number: '4444444' } }, 'error.vonage.phone.invalid'],
    ['letters', { mobilePhone: { prefix: '358', number: 'call me' } }, 'invalid_format'],
    ['a prefix with +', { mobilePhone: { prefix: '+358', number: '409998877' } }, 'invalid_format'],
  ])('refuses %s with a 400 field error (never a 403, which signs out) and sends nothing', async (_label, body, code) => {
    const { token } = await twoPlayers();
    const refused = await errorOf(await account.phoneRequest(token, body), 400);
    expect(refused.fieldErrors?.[0]).toMatchObject({ objectName: 'phoneNumber', code });
    expect(await db().$count(verificationCodes)).toBe(0);
  });

  it.each([{ smsVerificationId: 'vc_x', code: '12345' }, { smsVerificationId: '', code: '123456' }, { code: '123456' }])('refuses %j', async (body) => {
    const { token } = await twoPlayers();
    expect((await errorOf(await account.phoneVerification(token, body), 400)).code).toBe('error.request.validation');
  });
});

describe('GET and PATCH /player/marketing_preferences', () => {
  it('nothing is subscribed until chosen; a sent group replaces that group only; other players are untouched', async () => {
    const { me, token, otherToken } = await twoPlayers();
    expect(marketingPreferencesSchema.parse(await readJson(await account.preferences(token)))).toEqual({
      subscriptionChannels: [],
      subscriptionCommunications: [],
    });
    const first = await account.updatePreferences(token, {
      subscriptionChannels: ['SMS', 'EMAIL'],
      subscriptionCommunications: ['NEWSLETTER', 'RESPONSIBLE_GAMING'],
    });
    expect(await readJson(first)).toEqual({ subscriptionChannels: ['EMAIL', 'SMS'], subscriptionCommunications: ['NEWSLETTER', 'RESPONSIBLE_GAMING'] });
    const second = await account.updatePreferences(token, { subscriptionCommunications: ['BONUS_OFFER', 'CASINO'] });
    expect(await readJson(second)).toEqual({ subscriptionChannels: ['EMAIL', 'SMS'], subscriptionCommunications: ['BONUS_OFFER', 'CASINO'] });
    expect(await readJson(await account.preferences(token))).toEqual({
      subscriptionChannels: ['EMAIL', 'SMS'],
      subscriptionCommunications: ['BONUS_OFFER', 'CASINO'],
    });
    expect(await readJson(await account.preferences(otherToken))).toEqual({ subscriptionChannels: [], subscriptionCommunications: [] });
    expect(await db().$count(marketingPreferences, eq(marketingPreferences.playerId, me))).toBe(9);
  });

  it('a choice keeps the time it was last changed, not the time it was last sent', async () => {
    const { me, token } = await twoPlayers();
    await account.updatePreferences(token, { subscriptionChannels: ['EMAIL'] });
    const stamp = async () =>
      Object.fromEntries(
        (await db().select().from(marketingPreferences).where(eq(marketingPreferences.playerId, me))).map((row) => [row.name, row.updatedAt.getTime()]),
      );
    const before = await stamp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await account.updatePreferences(token, { subscriptionChannels: ['EMAIL', 'PHONE'] });
    const after = await stamp();
    expect(after.EMAIL).toBe(before.EMAIL);
    expect(after.SMS).toBe(before.SMS);
    expect(after.PHONE).toBeGreaterThan(before.PHONE);
  });

  it.each([
    [{}],
    [{ subscriptionChannels: ['EMAIL', 'EMAIL'] }],
    [{ subscriptionChannels: ['FAX'] }],
    [{ subscriptionChannels: ['NEWSLETTER'] }],
    [{ subscriptionCommunications: 'CASINO' }],
    [{ subscriptionChannels: [], playerId: 2 }],
  ])('refuses %j and writes nothing', async (body) => {
    const { token } = await twoPlayers();
    expect((await errorOf(await account.updatePreferences(token, body), 400)).code).toBe('error.request.validation');
    expect(await db().$count(marketingPreferences)).toBe(0);
  });
});

describe('login history (GET /player/login/info) on the account page', () => {
  it('lists the signed-in player’s own sign-ins only', async () => {
    const { me, token } = await twoPlayers();
    await signInToken();
    const info = loginInfoSchema.parse(await readJson(await getLoginInfo(get('/v1/player/login/info', bearer(token)))));
    expect(info.history).toHaveLength(2);
    for (const entry of info.history) expect(entry).toEqual({ loginDate: expect.any(String), loginIp: null, loginCountry: null });
    expect(me).toBeGreaterThan(0);
  });
});
