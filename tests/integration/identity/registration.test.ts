import { POST as register, PUT as updateProfile } from '@/app/api/v1/player/registration/route';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { CAPTCHA, PASSWORD, PHONE, playerRow, post, profileBody, put, registerComplete, registerPre, registrationBody, type ErrorBody } from './support';

const database = useTestDatabase();
// scrypt (N = 2^15) runs for every sign-up, sign-in and reset: on a shared 2-core machine a test takes seconds.
jest.setTimeout(30_000);
const PATH = '/v1/player/registration';
const callRegister = (body: unknown, headers: Record<string, string> = { ...CAPTCHA, country: 'FI' }) => register(post(PATH, body, headers));

describe('POST /api/v1/player/registration', () => {
  it('creates a PRE_REGISTERED player with a registration token, storing affiliate keys and a hashed password', async () => {
    const response = await callRegister(registrationBody({ email: ' Aino@Example.com ', affId: 'aff-42', appsflyerToken: 'af-token', bonusCode: 'WELCOME' }));
    expect(response.status).toBe(201);
    const body = await readJson<{ playerId: number; token: string; status: string; tokenExpiresAt: string }>(response);
    expect(body).toEqual({ playerId: expect.any(Number), token: expect.any(String), status: 'PRE_REGISTERED', tokenExpiresAt: expect.any(String) });
    const row = await playerRow(database().handle.db, body.playerId);
    expect(row).toMatchObject({
      email: 'aino@example.com',
      status: 'PRE_REGISTERED',
      affId: 'aff-42',
      appsflyerToken: 'af-token',
      signupBonusCode: 'WELCOME',
      countryCode: 'FI',
      currencyCode: 'EUR',
    });
    // The API stores the default cost (N = 2^15, r = 8, p = 1); fixture players use a cheaper hash (support.ts).
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.registrationTokenHash).not.toBe(body.token);
  });

  it('answers 403 error.captcha.validation with an explicit-deny notice without or with a wrong hcaptchaToken', async () => {
    for (const headers of [{ country: 'FI' }, { country: 'FI', hcaptchaToken: 'not-a-real-token' }] as Record<string, string>[]) {
      const response = await callRegister(registrationBody(), headers);
      expect(response.status).toBe(403);
      const body = await readJson<ErrorBody>(response);
      expect(body.code).toBe('error.captcha.validation');
      expect(body.message).toMatch(/explicit deny/i);
    }
    expect(await database().handle.db.$count((await import('@/server/db/schema')).players)).toBe(0);
  });

  it('refuses control characters and markup in names, affiliate keys and bonus codes (400 field errors, nothing stored)', async () => {
    const response = await callRegister(
      registrationBody({
        firstName: '<img src=x onerror=alert(1)>',
        lastName: 'Vir\u0007tanen',
        affId: 'aff\t42',
        appsflyerToken: 'af>token',
        bonusCode: 'WEL<COME',
      }),
    );
    expect(response.status).toBe(400);
    const body = await readJson<ErrorBody>(response);
    expect(body.code).toBe('error.request.validation');
    expect(body.fieldErrors?.map((error) => error.field).sort()).toEqual(['affId', 'appsflyerToken', 'bonusCode', 'firstName', 'lastName']);
    expect(await database().handle.db.$count((await import('@/server/db/schema')).players)).toBe(0);
  });

  it.each([['US'], ['ZZ']])('answers 403 error.country.blocked for the blocked or unknown country %s', async (country) => {
    const response = await callRegister(registrationBody(), { ...CAPTCHA, country });
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.country.blocked');
  });

  it('refuses a restricted CDN geo country whatever allowed country the client sends (403 error.country.blocked, nothing written)', async () => {
    for (const geo of ['US', 'IT']) {
      const response = await callRegister(registrationBody(), { ...CAPTCHA, country: 'FI', 'cloudfront-viewer-country': geo });
      expect(response.status).toBe(403);
      expect(await readJson<ErrorBody>(response)).toMatchObject({ status: 403, code: 'error.country.blocked' });
    }
    expect(await database().handle.db.$count((await import('@/server/db/schema')).players)).toBe(0);
  });

  it("records the CDN geo country, not the client's country header, when both are sent", async () => {
    const response = await callRegister(registrationBody(), { ...CAPTCHA, country: 'US', 'cloudfront-viewer-country': 'NO' });
    expect(response.status).toBe(201);
    const { playerId } = await readJson<{ playerId: number }>(response);
    expect(await playerRow(database().handle.db, playerId)).toMatchObject({ countryCode: 'NO' });
  });

  it('uses the CDN geo country when no country header is sent', async () => {
    const response = await callRegister(registrationBody(), { ...CAPTCHA, 'cloudfront-viewer-country': 'IT' });
    expect((await readJson<ErrorBody>(response)).code).toBe('error.country.blocked');
  });

  it('answers 409 error.registration.player_already_exists for an existing e-mail, whatever its case', async () => {
    await registerPre();
    const response = await callRegister(registrationBody({ email: 'AINO@example.com' }));
    expect(response.status).toBe(409);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.registration.player_already_exists');
  });

  it('answers 409 error.cpf.duplicate_found on the cpf field for a CPF already registered', async () => {
    await registerPre({ cpf: '123.456.789-09' });
    const response = await callRegister(registrationBody({ email: 'other@example.com', cpf: '12345678909' }));
    expect(response.status).toBe(409);
    const body = await readJson<ErrorBody>(response);
    expect(body.code).toBe('error.cpf.duplicate_found');
    expect(body.fieldErrors).toEqual([expect.objectContaining({ field: 'cpf', code: 'error.cpf.duplicate_found', rejectedValue: '12345678909' })]);
  });

  it.each([
    ['an unknown dialling prefix', { prefix: '999', number: '401112233' }],
    ['a number of one repeated digit', { prefix: '358', number: '4444444' }],
    ['a number too long for E.164', { prefix: '358', number: '40111223344556' }],
  ])('answers 403 error.vonage.phone.invalid for %s', async (_label, mobilePhone) => {
    const response = await callRegister(registrationBody({ mobilePhone }));
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.vonage.phone.invalid');
  });

  it('answers 400 with field errors for a malformed body, masking the password', async () => {
    const response = await callRegister({ ...registrationBody({ email: 'not-an-email', password: 'short' }), extra: 1 });
    expect(response.status).toBe(400);
    const body = await readJson<ErrorBody>(response);
    expect(body.code).toBe('error.request.validation');
    const fields = Object.fromEntries((body.fieldErrors ?? []).map((error) => [error.field, error]));
    expect(Object.keys(fields).sort()).toEqual(['email', 'extra', 'password']);
    expect(fields.password.rejectedValue).toBe('******');
    expect(JSON.stringify(body)).not.toContain('"short"');
    expect(fields.email).toMatchObject({ objectName: 'registration', rejectedValue: 'not-an-email', status: 400 });
  });
});

describe('PUT /api/v1/player/registration (profile update)', () => {
  it('stores the profile (inen → en, current terms version) and stays PRE_REGISTERED until a code is verified', async () => {
    const { playerId, token } = await registerPre();
    const response = await updateProfile(put(PATH, profileBody(playerId, { languageCode: 'inen', postalCode: 'ab 12' }), { 'Registration-Token': token }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ playerId, status: 'PRE_REGISTERED', profileComplete: true, mobilePhoneVerified: false, emailVerified: false });
    const row = await playerRow(database().handle.db, playerId);
    expect(row).toMatchObject({ dateOfBirth: '1990-05-17', postalCode: 'AB 12', languageCode: 'en', countryCode: 'FI', termsAndConditionsAcceptedVersion: 3 });
  });

  it('refuses players under 18 with a field error on dateOfBirth, and accepts an 18th birthday today', async () => {
    const { playerId, token } = await registerPre();
    const today = new Date();
    const iso = (years: number, days = 0) =>
      new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);
    const under = await updateProfile(put(PATH, profileBody(playerId, { dateOfBirth: iso(18, 1) }), { 'Registration-Token': token }));
    expect(under.status).toBe(400);
    const body = await readJson<ErrorBody>(under);
    expect(body.code).toBe('error.registration.underage');
    expect(body.fieldErrors).toEqual([expect.objectContaining({ field: 'dateOfBirth', code: 'error.registration.underage' })]);
    expect((await playerRow(database().handle.db, playerId)).dateOfBirth).toBeNull();
    const exactly = await updateProfile(put(PATH, profileBody(playerId, { dateOfBirth: iso(18) }), { 'Registration-Token': token }));
    expect(exactly.status).toBe(200);
  });

  it('answers 403 error.country.blocked for a blocked or unknown countryCode', async () => {
    const { playerId, token } = await registerPre();
    for (const countryCode of ['US', 'XX']) {
      const response = await updateProfile(put(PATH, profileBody(playerId, { countryCode }), { 'Registration-Token': token }));
      expect(response.status).toBe(403);
      expect((await readJson<ErrorBody>(response)).code).toBe('error.country.blocked');
    }
  });

  it('answers 403 error.country.blocked when step 2 comes from a restricted CDN geo country, whatever countryCode it names', async () => {
    const { playerId, token } = await registerPre();
    const response = await updateProfile(put(PATH, profileBody(playerId), { 'Registration-Token': token, 'cloudfront-viewer-country': 'US' }));
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.country.blocked');
    expect((await playerRow(database().handle.db, playerId)).dateOfBirth).toBeNull();
    expect((await updateProfile(put(PATH, profileBody(playerId), { 'Registration-Token': token, 'cloudfront-viewer-country': 'FI' }))).status).toBe(200);
  });

  it('answers 403 error.vonage.phone.invalid for an invalid phone', async () => {
    const { playerId, token } = await registerPre();
    const response = await updateProfile(
      put(PATH, profileBody(playerId, { mobilePhone: { prefix: '999', number: '1234567' } }), { 'Registration-Token': token }),
    );
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.vonage.phone.invalid');
  });

  it('answers 401 error.registration.token_invalid without the token, with a wrong one, or for another player', async () => {
    const first = await registerPre();
    const second = await registerPre({ email: 'second@example.com' });
    for (const headers of [{}, { 'Registration-Token': 'wrong' }, { 'Registration-Token': second.token }] as Record<string, string>[]) {
      const response = await updateProfile(put(PATH, profileBody(first.playerId), headers));
      expect(response.status).toBe(401);
      expect((await readJson<ErrorBody>(response)).code).toBe('error.registration.token_invalid');
    }
  });

  it('answers 400 with field errors when terms are not accepted or the date is not yyyy-MM-dd', async () => {
    const { playerId, token } = await registerPre();
    const response = await updateProfile(
      put(PATH, profileBody(playerId, { termsAndConditionsAccepted: false, dateOfBirth: '17/05/1990' }), { 'Registration-Token': token }),
    );
    expect(response.status).toBe(400);
    const fields = (await readJson<ErrorBody>(response)).fieldErrors?.map((error) => error.field).sort();
    expect(fields).toEqual(['dateOfBirth', 'termsAndConditionsAccepted']);
  });

  it('becomes REGISTERED after the SMS code; the registration token is then cleared and answers 401 token_invalid', async () => {
    const playerId = await registerComplete();
    const row = await playerRow(database().handle.db, playerId);
    expect(row.status).toBe('REGISTERED');
    expect(row.mobilePhoneVerifiedAt).not.toBeNull();
    expect(row.registrationTokenHash).toBeNull();
    const again = await updateProfile(put(PATH, profileBody(playerId, { mobilePhone: PHONE }), { 'Registration-Token': 'anything' }));
    expect(again.status).toBe(401);
    expect((await readJson<ErrorBody>(again)).code).toBe('error.registration.token_invalid');
  });

  it('answers a registered player id exactly as an unknown one, so ids cannot be enumerated', async () => {
    const registered = await registerComplete();
    const answerFor = async (playerId: number) => {
      const response = await updateProfile(put(PATH, profileBody(playerId, { mobilePhone: PHONE }), { 'Registration-Token': 'guessed-token' }));
      return { status: response.status, body: await readJson(response) };
    };
    const known = await answerFor(registered);
    expect(known).toEqual(await answerFor(registered + 1_000));
    expect(known.status).toBe(401);
  });

  it('refuses a playerId beyond int4 with a field error, not a database error', async () => {
    const response = await updateProfile(put(PATH, profileBody(2_147_483_648, { mobilePhone: PHONE }), { 'Registration-Token': 'guessed-token' }));
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).fieldErrors?.map((error) => error.field)).toEqual(['playerId']);
  });
});
