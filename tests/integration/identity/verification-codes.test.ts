import { eq } from 'drizzle-orm';
import { PUT as updateProfile } from '@/app/api/v1/player/registration/route';
import { POST as emailRequest } from '@/app/api/v1/player/registration/email_request/route';
import { POST as emailVerification } from '@/app/api/v1/player/registration/email_verification/route';
import { POST as smsRequest } from '@/app/api/v1/player/registration/sms_request/route';
import { POST as smsVerification } from '@/app/api/v1/player/registration/sms_verification/route';
import { outboxMessages, verificationCodes } from '@/server/db/schema';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { CAPTCHA, codeBody, lastCode, PHONE_E164, playerRow, post, profileBody, put, registerPre, type ErrorBody } from './support';

const database = useTestDatabase();
// scrypt (N = 2^15) runs for every sign-up, sign-in and reset: on a shared 2-core machine a test takes seconds.
jest.setTimeout(30_000);

async function started() {
  const { playerId, token } = await registerPre();
  const auth = { 'Registration-Token': token };
  const requestSms = () => smsRequest(post('/v1/player/registration/sms_request', codeBody(playerId), { ...auth, ...CAPTCHA }));
  const verifySms = (code: string) => smsVerification(post('/v1/player/registration/sms_verification', codeBody(playerId, { code }), auth));
  return { playerId, token, auth, requestSms, verifySms };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registration SMS codes', () => {
  it('sends a 6-digit code through the sandbox outbox, answering SUCESS_SEND, and stores only its hash', async () => {
    const { requestSms } = await started();
    const response = await requestSms();
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ pinCodeStatus: 'SUCESS_SEND', expiresAt: expect.any(String), sendsRemaining: 2 });
    const code = await lastCode(PHONE_E164);
    const [row] = await database().handle.db.select().from(verificationCodes);
    expect(row).toMatchObject({ purpose: 'REGISTRATION_SMS', destination: PHONE_E164, pinCodeStatus: 'SUCESS_SEND', failedAttempts: 0 });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('verifies the right code: SUCCESS_VERIFY, phone verified, idempotent on a second submission', async () => {
    const { playerId, requestSms, verifySms } = await started();
    await requestSms();
    const code = await lastCode(PHONE_E164);
    const response = await verifySms(code);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      playerId,
      status: 'PRE_REGISTERED',
      profileComplete: false,
      mobilePhoneVerified: true,
      emailVerified: false,
      pinCodeStatus: 'SUCCESS_VERIFY',
    });
    expect((await verifySms(code)).status).toBe(200);
  });

  it('answers sms.code.invalid with the attempts left, then sms.max.attempts.reached on the third wrong code; the code is burned', async () => {
    const { requestSms, verifySms } = await started();
    await requestSms();
    const code = await lastCode(PHONE_E164);
    const first = await verifySms(wrong(code));
    expect(first.status).toBe(400);
    expect(await readJson<ErrorBody>(first)).toMatchObject({ code: 'sms.code.invalid', additionalInfo: { attemptsRemaining: 2 } });
    expect(await readJson<ErrorBody>(await verifySms(wrong(code)))).toMatchObject({ code: 'sms.code.invalid', additionalInfo: { attemptsRemaining: 1 } });
    const third = await verifySms(wrong(code));
    expect(third.status).toBe(429);
    expect((await readJson<ErrorBody>(third)).code).toBe('sms.max.attempts.reached');
    const right = await verifySms(code);
    expect((await readJson<ErrorBody>(right)).code).toBe('sms.max.attempts.reached');
    const [row] = await database().handle.db.select().from(verificationCodes);
    expect(row).toMatchObject({ pinCodeStatus: 'FAIL_VERIFY', failedAttempts: 3 });
  });

  it('counts parallel wrong guesses atomically: never more than three', async () => {
    const { requestSms, verifySms } = await started();
    await requestSms();
    const code = await lastCode(PHONE_E164);
    const answers = await Promise.all(Array.from({ length: 6 }, () => verifySms(wrong(code))));
    const codes = await Promise.all(answers.map(async (answer) => (await readJson<ErrorBody>(answer)).code));
    expect(codes.filter((c) => c === 'sms.code.invalid').length).toBeLessThanOrEqual(2);
    const [row] = await database().handle.db.select().from(verificationCodes);
    expect(row.failedAttempts).toBe(3);
  });

  it('answers sms.code.expired once the code is past its 10 minutes', async () => {
    const { requestSms, verifySms } = await started();
    await requestSms();
    const code = await lastCode(PHONE_E164);
    await database()
      .handle.db.update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await verifySms(code);
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).code).toBe('sms.code.expired');
  });

  it('only the newest code counts after a resend', async () => {
    const { requestSms, verifySms } = await started();
    await requestSms();
    const old = await lastCode(PHONE_E164);
    await requestSms();
    const fresh = await lastCode(PHONE_E164);
    if (old !== fresh) expect((await readJson<ErrorBody>(await verifySms(old))).code).toBe('sms.code.invalid');
    expect((await verifySms(fresh)).status).toBe(200);
  });

  it('allows three sends an hour, then sms.max.attempts.reached without sending', async () => {
    const { requestSms } = await started();
    for (let i = 0; i < 3; i += 1) expect((await requestSms()).status).toBe(200);
    const fourth = await requestSms();
    expect(fourth.status).toBe(429);
    expect((await readJson<ErrorBody>(fourth)).code).toBe('sms.max.attempts.reached');
    expect(await database().handle.db.$count(outboxMessages)).toBe(3);
  });

  it('records FAIL_SEND and answers 503 when the provider refuses delivery', async () => {
    const { playerId, token } = await registerPre({ mobilePhone: { prefix: '358', number: '4010000000' } });
    const response = await smsRequest(post('/v1/player/registration/sms_request', codeBody(playerId), { 'Registration-Token': token, ...CAPTCHA }));
    expect(response.status).toBe(503);
    expect(await readJson<ErrorBody>(response)).toMatchObject({ code: 'error.verification.send_failed', additionalInfo: { pinCodeStatus: 'FAIL_SEND' } });
    const [row] = await database().handle.db.select().from(verificationCodes);
    expect(row.pinCodeStatus).toBe('FAIL_SEND');
  });

  it('refuses a code sent to a number the player has since changed', async () => {
    const { playerId, auth, requestSms, verifySms } = await started();
    await requestSms();
    const code = await lastCode(PHONE_E164);
    await updateProfile(put('/v1/player/registration', profileBody(playerId, { mobilePhone: { prefix: '358', number: '409998877' } }), auth));
    expect((await readJson<ErrorBody>(await verifySms(code))).code).toBe('sms.code.invalid');
    expect((await playerRow(database().handle.db, playerId)).mobilePhoneVerifiedAt).toBeNull();
  });

  it('needs the captcha and the registration token to send', async () => {
    const { playerId, auth } = await started();
    const noCaptcha = await smsRequest(post('/v1/player/registration/sms_request', codeBody(playerId), auth));
    expect((await readJson<ErrorBody>(noCaptcha)).code).toBe('error.captcha.validation');
    const noToken = await smsRequest(post('/v1/player/registration/sms_request', codeBody(playerId), CAPTCHA));
    expect(noToken.status).toBe(401);
    expect(await database().handle.db.$count(outboxMessages)).toBe(0);
  });

  it('answers 400 with field errors for a body without playerId or countryCode', async () => {
    const { auth } = await started();
    const response = await smsRequest(post('/v1/player/registration/sms_request', { siteId: 1 }, { ...auth, ...CAPTCHA }));
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).fieldErrors?.map((e) => e.field).sort()).toEqual(['countryCode', 'playerId']);
  });
});

describe('registration e-mail codes', () => {
  it('sends by e-mail and verifies: emailVerified, and with the profile done the player is REGISTERED', async () => {
    const { playerId, auth } = await started();
    await updateProfile(put('/v1/player/registration', profileBody(playerId), auth));
    const sent = await emailRequest(post('/v1/player/registration/email_request', codeBody(playerId), { ...auth, ...CAPTCHA }));
    expect(sent.status).toBe(200);
    const code = await lastCode('aino@example.com');
    const wrongAnswer = await emailVerification(post('/v1/player/registration/email_verification', codeBody(playerId, { code: wrong(code) }), auth));
    expect((await readJson<ErrorBody>(wrongAnswer)).code).toBe('sms.code.invalid');
    const response = await emailVerification(post('/v1/player/registration/email_verification', codeBody(playerId, { code }), auth));
    expect(await readJson(response)).toMatchObject({ status: 'REGISTERED', emailVerified: true, pinCodeStatus: 'SUCCESS_VERIFY' });
    const [row] = await database().handle.db.select().from(verificationCodes).where(eq(verificationCodes.purpose, 'REGISTRATION_EMAIL'));
    expect(row.pinCodeStatus).toBe('SUCCESS_VERIFY');
  });
});
