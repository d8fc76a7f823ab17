import { GET as getPlayer } from '@/app/api/v1/player/route';
import { POST as requestReset } from '@/app/api/v1/player/password_reset/route';
import { POST as verifyReset } from '@/app/api/v1/player/password_reset/sms_verification/route';
import { POST as newPassword } from '@/app/api/v1/player/password_reset/new_password/route';
import { POST as newPasswordEmail } from '@/app/api/v1/player/password_reset/new_password/email/route';
import { outboxMessages, verificationCodes } from '@/server/db/schema';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { CAPTCHA, get, insertRegistered, lastCode, lastMessage, PHONE_E164, post, signIn, signInToken, type ErrorBody } from './support';

const database = useTestDatabase();
// scrypt (N = 2^15) runs for every sign-up, sign-in and reset: on a shared 2-core machine a test takes seconds.
jest.setTimeout(30_000);
const NEW_PASSWORD = 'Fresh-Harbour-2027';

const ask = (email: string, channel?: string) => requestReset(post('/v1/player/password_reset', channel ? { email, channel } : { email }, CAPTCHA));
const verify = (smsResetKeyId: string, code: string) => verifyReset(post('/v1/player/password_reset/sms_verification', { smsResetKeyId, code }));
const setPassword = (resetKey: string, password = NEW_PASSWORD) => newPassword(post('/v1/player/password_reset/new_password', { resetKey, password }));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset by SMS', () => {
  it('Email → Verification → Password: sends the code to the account phone, swaps it for a reset key, sets the password', async () => {
    await insertRegistered(database().handle.db);
    const asked = await ask('Player@example.com');
    expect(asked.status).toBe(200);
    const { smsResetKeyId, pinCodeStatus } = await readJson<{ smsResetKeyId: string; pinCodeStatus: string }>(asked);
    expect(pinCodeStatus).toBe('SUCESS_SEND');
    const code = await lastCode(PHONE_E164);
    const verified = await verify(smsResetKeyId, code);
    expect(verified.status).toBe(200);
    const { resetKey } = await readJson<{ resetKey: string }>(verified);
    expect(resetKey.length).toBeGreaterThan(30);
    expect((await setPassword(resetKey)).status).toBe(204);
    expect((await signIn(undefined, NEW_PASSWORD)).status).toBe(200);
    expect((await readJson<ErrorBody>(await signIn())).code).toBe('error.player.not.found');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing; its id never verifies', async () => {
    await insertRegistered(database().handle.db);
    const known = await readJson<Record<string, string>>(await ask('player@example.com'));
    const unknown = await readJson<Record<string, string>>(await ask('nobody@example.com'));
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(unknown.pinCodeStatus).toBe(known.pinCodeStatus);
    expect(unknown.smsResetKeyId).toMatch(/^vc_/);
    expect(await database().handle.db.$count(outboxMessages)).toBe(1);
    expect((await readJson<ErrorBody>(await verify(unknown.smsResetKeyId, '123456'))).code).toBe('sms.code.invalid');
    for (let i = 0; i < 3; i += 1) await ask('nobody@example.com').catch(() => undefined);
    expect((await readJson<ErrorBody>(await ask('nobody@example.com'))).code).toBe('sms.max.attempts.reached');
  });

  it('ends every existing session and clears the sign-in lock', async () => {
    await insertRegistered(database().handle.db);
    const token = await signInToken();
    for (let i = 0; i < 5; i += 1) await signIn('player@example.com', 'Wrong-Pass-2026');
    const { smsResetKeyId } = await readJson<{ smsResetKeyId: string }>(await ask('player@example.com'));
    const { resetKey } = await readJson<{ resetKey: string }>(await verify(smsResetKeyId, await lastCode(PHONE_E164)));
    await setPassword(resetKey);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${token}` }))).status).toBe(401);
    expect((await signIn(undefined, NEW_PASSWORD)).status).toBe(200);
  }, 30_000);

  it('answers error.password.reset for a used, unknown or expired reset key', async () => {
    await insertRegistered(database().handle.db);
    const { smsResetKeyId } = await readJson<{ smsResetKeyId: string }>(await ask('player@example.com'));
    const { resetKey } = await readJson<{ resetKey: string }>(await verify(smsResetKeyId, await lastCode(PHONE_E164)));
    expect((await setPassword(resetKey)).status).toBe(204);
    for (const key of [resetKey, 'made-up-key']) {
      const response = await setPassword(key, 'Another-Pass-2028');
      expect(response.status).toBe(400);
      expect((await readJson<ErrorBody>(response)).code).toBe('error.password.reset');
    }
    const second = await readJson<{ smsResetKeyId: string }>(await ask('player@example.com'));
    const { resetKey: expiring } = await readJson<{ resetKey: string }>(await verify(second.smsResetKeyId, await lastCode(PHONE_E164)));
    await database()
      .handle.db.update(verificationCodes)
      .set({ resetKeyExpiresAt: new Date(Date.now() - 1000) });
    expect((await readJson<ErrorBody>(await setPassword(expiring))).code).toBe('error.password.reset');
  });

  it('answers sms.code.invalid, then sms.max.attempts.reached; a wrong code after success does not mint a key', async () => {
    await insertRegistered(database().handle.db);
    const { smsResetKeyId } = await readJson<{ smsResetKeyId: string }>(await ask('player@example.com'));
    const code = await lastCode(PHONE_E164);
    expect((await readJson<ErrorBody>(await verify(smsResetKeyId, wrong(code)))).code).toBe('sms.code.invalid');
    expect((await verify(smsResetKeyId, code)).status).toBe(200);
    expect((await readJson<ErrorBody>(await verify(smsResetKeyId, wrong(code)))).code).toBe('sms.code.invalid');
    expect((await readJson<ErrorBody>(await verify(smsResetKeyId, wrong(code)))).code).toBe('sms.max.attempts.reached');
  });

  it('answers 400 field errors for a weak new password, masked', async () => {
    const response = await setPassword('some-key', 'weak');
    expect(response.status).toBe(400);
    const body = await readJson<ErrorBody>(response);
    expect(body.fieldErrors?.length).toBeGreaterThan(0);
    for (const error of body.fieldErrors ?? []) expect(error).toMatchObject({ field: 'password', rejectedValue: '******' });
    expect(JSON.stringify(body)).not.toContain('weak');
  });

  it('needs the captcha to send a code', async () => {
    const response = await requestReset(post('/v1/player/password_reset', { email: 'player@example.com' }));
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.captcha.validation');
  });
});

describe('password reset by e-mail (new_password/email)', () => {
  it('e-mails a reset key that sets the password for that address only', async () => {
    await insertRegistered(database().handle.db);
    await insertRegistered(database().handle.db, { email: 'other@example.com' });
    expect((await ask('player@example.com', 'EMAIL')).status).toBe(200);
    const message = await lastMessage('player@example.com');
    expect(message.channel).toBe('EMAIL');
    const resetKey = message.body.match(/Reset key: (\S+)/)?.[1] ?? '';
    const call = (email: string) => newPasswordEmail(post('/v1/player/password_reset/new_password/email', { email, resetKey, password: NEW_PASSWORD }));
    expect((await readJson<ErrorBody>(await call('other@example.com'))).code).toBe('error.password.reset');
    expect((await call('player@example.com')).status).toBe(204);
    expect((await signIn(undefined, NEW_PASSWORD)).status).toBe(200);
  });
});
