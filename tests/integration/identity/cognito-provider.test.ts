import { GET as getPlayer } from '@/app/api/v1/player/route';
import { eq } from 'drizzle-orm';
import { POST as newPassword } from '@/app/api/v1/player/password_reset/new_password/route';
import { POST as requestReset } from '@/app/api/v1/player/password_reset/route';
import { POST as verifyReset } from '@/app/api/v1/player/password_reset/sms_verification/route';
import { POST as signOut } from '@/app/api/v1/player/sign_out/route';
import { outboxMessages, verificationCodes } from '@/server/db/schema';
import { CognitoIdentityProvider, COGNITO_PASSWORD_MARKER } from '@/server/identity/provider/cognito-provider';
import { setIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { startCognitoLocal, type CognitoLocal } from '../support/cognito-local';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { CAPTCHA, get, PASSWORD, playerRow, post, registerComplete, signIn, type ErrorBody } from './support';

const NEW_PASSWORD = 'Fresh-Harbour-2027';

// cognito-local 5.3.0 (devDependency) on a loopback port of this helper's range; codes fixed with CODE.
const CODE = '123456';
const database = useTestDatabase();

let emulator: CognitoLocal | undefined;
/** The emulator's address (its port is the system's pick). */
let endpoint = '';
let userPoolId = '';
let clientId = '';

const cognito = <T>(target: string, body: Record<string, unknown>): Promise<T> => emulator!.call<T>(target, body);

beforeAll(async () => {
  emulator = await startCognitoLocal(CODE, 'cognito-local-');
  endpoint = emulator.endpoint;
  ({ userPoolId, clientId } = await emulator.createPool('lucky-harbour-test'));
}, 60_000);

beforeEach(() => {
  setIdentityProvider(new CognitoIdentityProvider({ region: 'eu-west-1', userPoolId, clientId, endpoint }));
});

afterAll(() => {
  setIdentityProvider(undefined);
  emulator?.stop();
});

async function confirm(email: string): Promise<void> {
  // Stands in for the pool's pre-sign-up trigger that auto-confirms (the platform verifies phone/e-mail itself).
  await cognito('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: CODE });
}

async function cognitoIdToken(email: string, password: string): Promise<string> {
  const result = await cognito<{ AuthenticationResult: { IdToken: string } }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return result.AuthenticationResult.IdToken;
}

describe('identity provider: Amazon Cognito (against cognito-local)', () => {
  it('registers the user in the pool and signs in through Cognito; the platform session and claims stay the same', async () => {
    const email = 'cognito-player@example.com';
    const playerId = await registerComplete({ email });
    expect((await playerRow(database().handle.db, playerId)).passwordHash).toBe(COGNITO_PASSWORD_MARKER);
    await confirm(email);
    const response = await signIn(email, PASSWORD);
    expect(response.status).toBe(200);
    const { token } = await readJson<{ token: string }>(response);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${token}` }))).status).toBe(200);
  }, 60_000);

  it('answers error.player.not.found alike for a wrong password, an unknown user and an unconfirmed one', async () => {
    await registerComplete({ email: 'known@example.com' });
    await confirm('known@example.com');
    await registerComplete({ email: 'unconfirmed@example.com', mobilePhone: { prefix: '358', number: '409876543' } });
    const answers = await Promise.all([
      signIn('known@example.com', 'Wrong-Pass-2026'),
      signIn('nobody@example.com', PASSWORD),
      signIn('unconfirmed@example.com', PASSWORD),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect((await readJson<ErrorBody>(answer)).code).toBe('error.player.not.found');
    }
  }, 60_000);

  it('accepts a Cognito id token as Bearer (verified with the pool JWKS) and refuses one for another client', async () => {
    const email = 'amplify@example.com';
    const playerId = await registerComplete({ email });
    await confirm(email);
    const idToken = await cognitoIdToken(email, PASSWORD);
    const response = await getPlayer(get('/v1/player', { authorization: `Bearer ${idToken}` }));
    expect(response.status).toBe(200);
    expect((await readJson<{ playerId: number }>(response)).playerId).toBe(playerId);

    const otherClient = new CognitoIdentityProvider({ region: 'eu-west-1', userPoolId, clientId: 'another-client', endpoint });
    expect(await otherClient.verifyProviderToken(idToken)).toBeNull();
    const otherPool = new CognitoIdentityProvider({ region: 'eu-west-1', userPoolId: 'local_other', clientId, endpoint });
    expect(await otherPool.verifyProviderToken(idToken)).toBeNull();
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${idToken.slice(0, -4)}AAAA` }))).status).toBe(401);
  }, 60_000);

  it('resets the password through Cognito: ForgotPassword sends the code, ConfirmForgotPassword checks it with the new password', async () => {
    const { db } = database().handle;
    const email = 'reset-cognito@example.com';
    await registerComplete({ email });
    await confirm(email);
    const oldToken = (await readJson<{ token: string }>(await signIn(email, PASSWORD))).token;
    const outboxBefore = await db.$count(outboxMessages);

    const asked = await requestReset(post('/v1/player/password_reset', { email, channel: 'SMS' }, CAPTCHA));
    expect(asked.status).toBe(200);
    const { smsResetKeyId, pinCodeStatus } = await readJson<{ smsResetKeyId: string; pinCodeStatus: string }>(asked);
    expect(pinCodeStatus).toBe('SUCESS_SEND');
    // Cognito delivered its own code; the platform sent nothing.
    expect(await db.$count(outboxMessages)).toBe(outboxBefore);

    // Only Cognito can judge its code, together with the password: a wrong one fails at the Password step and
    // leaves the key unused, so the player goes back and types it again.
    const wrongKey = (
      await readJson<{ resetKey: string }>(await verifyReset(post('/v1/player/password_reset/sms_verification', { smsResetKeyId, code: '999999' })))
    ).resetKey;
    const [sealed] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, smsResetKeyId));
    expect(sealed.providerCodeCiphertext).toBeTruthy();
    expect(sealed.providerCodeCiphertext).not.toContain('999999');
    const refused = await newPassword(post('/v1/player/password_reset/new_password', { resetKey: wrongKey, password: NEW_PASSWORD }));
    expect(refused.status).toBe(400);
    expect((await readJson<ErrorBody>(refused)).code).toBe('sms.code.invalid');
    expect((await signIn(email, PASSWORD)).status).toBe(200);

    const verified = await verifyReset(post('/v1/player/password_reset/sms_verification', { smsResetKeyId, code: CODE }));
    expect(verified.status).toBe(200);
    const { resetKey } = await readJson<{ resetKey: string }>(verified);
    expect((await newPassword(post('/v1/player/password_reset/new_password', { resetKey: wrongKey, password: NEW_PASSWORD }))).status).toBe(400);
    expect((await newPassword(post('/v1/player/password_reset/new_password', { resetKey, password: NEW_PASSWORD }))).status).toBe(204);
    expect((await newPassword(post('/v1/player/password_reset/new_password', { resetKey, password: 'Third-Pass-2029' }))).status).toBe(400);

    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await readJson<ErrorBody>(await signIn(email, PASSWORD))).code).toBe('error.player.not.found');
    // The reset ended every platform session.
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${oldToken}` }))).status).toBe(401);
  }, 90_000);

  it('answers an unknown e-mail like a known one; the e-mail link variant is unavailable with Cognito (503)', async () => {
    const unknown = await requestReset(post('/v1/player/password_reset', { email: 'nobody-cognito@example.com', channel: 'SMS' }, CAPTCHA));
    expect(unknown.status).toBe(200);
    expect(await readJson<{ pinCodeStatus: string }>(unknown)).toMatchObject({ pinCodeStatus: 'SUCESS_SEND' });
    const link = await requestReset(post('/v1/player/password_reset', { email: 'nobody-cognito@example.com', channel: 'EMAIL' }, CAPTCHA));
    expect(link.status).toBe(503);
  });

  it('a platform sign-out is a global sign-out: Cognito tokens issued before it stop working, newer ones work', async () => {
    const email = 'global-signout@example.com';
    await registerComplete({ email });
    await confirm(email);
    const idToken = await cognitoIdToken(email, PASSWORD);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${idToken}` }))).status).toBe(200);
    const { token } = await readJson<{ token: string }>(await signIn(email, PASSWORD));

    expect((await signOut(post('/v1/player/sign_out', undefined, { cookie: `id_token=${token}` }))).status).toBe(204);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${token}` }))).status).toBe(401);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${idToken}` }))).status).toBe(401);

    // Token times are whole seconds: a token from the next second on is a new sign-in.
    await new Promise((done) => setTimeout(done, 1100));
    const fresh = await cognitoIdToken(email, PASSWORD);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${fresh}` }))).status).toBe(200);
    // A sign-out made with the Cognito token itself (no platform session) signs out globally as well.
    expect((await signOut(post('/v1/player/sign_out', undefined, { authorization: `Bearer ${fresh}` }))).status).toBe(204);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${fresh}` }))).status).toBe(401);
  }, 60_000);
});
