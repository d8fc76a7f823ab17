import { Hub } from 'aws-amplify/utils';
import { decodeJWT } from 'aws-amplify/auth';
import { GET as getPlayer } from '@/app/api/v1/player/route';
import { GET as getIdentityConfig } from '@/app/api/v1/player/identity-config/route';
import { POST as signOut } from '@/app/api/v1/player/sign_out/route';
import { parseIdentityClientConfig, type CognitoClientConfig } from '@/lib/identity/identity-config';
import { cognitoIdToken, configureCognito, keepCognitoSession, signInCognito, signOutCognito } from '@/lib/identity/ui-cognito-session';
import { CognitoIdentityProvider } from '@/server/identity/provider/cognito-provider';
import { setIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { startCognitoLocal, type CognitoLocal } from '../support/cognito-local';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { get, PASSWORD, post, registerComplete, signIn } from './support';

// The browser side of the Cognito path (lib/identity/ui-cognito-session.ts, aws-amplify) run in Node against
// cognito-local 5.3.0 on a loopback port of this helper's range, with the platform's route handlers as the API.
const CODE = '123456';
useTestDatabase();

let emulator: CognitoLocal | undefined;
/** The emulator's address (its port is the system's pick). */
let endpoint = '';
let config: CognitoClientConfig;

const cognito = <T>(target: string, body: Record<string, unknown>): Promise<T> => emulator!.call<T>(target, body);

const bearer = (token: string) => get('/v1/player', { authorization: `Bearer ${token}` });
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

beforeAll(async () => {
  emulator = await startCognitoLocal(CODE, 'cognito-local-amplify-');
  endpoint = emulator.endpoint;
  const { userPoolId, clientId: userPoolClientId } = await emulator.createPool('lucky-harbour-amplify');
  config = { provider: 'cognito', region: 'eu-west-1', userPoolId, userPoolClientId, userPoolEndpoint: endpoint };
  configureCognito(config);
}, 60_000);

beforeEach(() => {
  setIdentityProvider(new CognitoIdentityProvider({ region: config.region, userPoolId: config.userPoolId, clientId: config.userPoolClientId, endpoint }));
});

afterEach(async () => {
  await signOutCognito(config, { global: false });
});

afterAll(() => {
  setIdentityProvider(undefined);
  emulator?.stop();
});

async function registeredAndConfirmed(email: string): Promise<number> {
  const playerId = await registerComplete({ email });
  // Stands in for the pool's pre-sign-up trigger that auto-confirms (the platform verifies phone/e-mail itself).
  await cognito('ConfirmSignUp', { ClientId: config.userPoolClientId, Username: email, ConfirmationCode: CODE });
  return playerId;
}

describe('aws-amplify against cognito-local: the Cognito session on the client', () => {
  it('answers the platform provider by default (no Amplify for its visitors)', async () => {
    setIdentityProvider(undefined);
    const response = await getIdentityConfig(get('/v1/player/identity-config'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(parseIdentityClientConfig(await response.json())).toEqual({ provider: 'platform' });
  });

  it('signs in with USER_PASSWORD_AUTH; the id token is the player Bearer; a forced refresh gives a new accepted token; sign-out clears it', async () => {
    const email = 'amplify-client@example.com';
    const playerId = await registeredAndConfirmed(email);
    // The site's order: the platform decides and sets its cookie, then Amplify signs in with the same credentials.
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    await signInCognito(config, email, PASSWORD);

    const first = await cognitoIdToken(config);
    expect(first).toEqual(expect.any(String));
    const claims = decodeJWT(first!).payload;
    expect(claims.email).toBe(email);
    expect(claims.iss).toBe(`${endpoint}/${config.userPoolId}`);
    const accepted = await getPlayer(bearer(first!));
    expect(accepted.status).toBe(200);
    expect((await readJson<{ playerId: number }>(accepted)).playerId).toBe(playerId);

    await pause(1100); // a new iat, so the refreshed token differs
    const refreshed = await cognitoIdToken(config, { forceRefresh: true });
    expect(refreshed).toEqual(expect.any(String));
    expect(refreshed).not.toBe(first);
    expect(decodeJWT(refreshed!).payload.iat).toBeGreaterThan(claims.iat!);
    expect((await getPlayer(bearer(refreshed!))).status).toBe(200);
    // Amplify keeps the refreshed session: asking again without forcing answers the same token.
    expect(await cognitoIdToken(config)).toBe(refreshed);

    await signOutCognito(config);
    expect(await cognitoIdToken(config)).toBeNull();
  }, 60_000);

  it('the refresh keeper refreshes ahead of expiry and stays quiet while Cognito answers', async () => {
    const email = 'amplify-keeper@example.com';
    await registeredAndConfirmed(email);
    await signInCognito(config, email, PASSWORD);
    const first = await cognitoIdToken(config);
    const exp = decodeJWT(first!).payload.exp!;
    await pause(1100);

    const refreshed = new Promise<void>((done) => {
      const stopListening = Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'tokenRefresh') {
          stopListening();
          done();
        }
      });
    });
    const ended = jest.fn();
    // A clock at the refresh margin before expiry: the keeper refreshes at once.
    const stop = keepCognitoSession(config, ended, () => exp * 1000 - 60_000);
    await refreshed;
    stop();
    expect(ended).not.toHaveBeenCalled();
    const now = await cognitoIdToken(config);
    expect(now).not.toBe(first);
    expect((await getPlayer(bearer(now!))).status).toBe(200);
  }, 60_000);

  it('a Cognito session Amplify can no longer refresh ends the site session (the keeper calls back)', async () => {
    const email = 'amplify-gone@example.com';
    await registeredAndConfirmed(email);
    await signInCognito(config, email, PASSWORD);
    const exp = decodeJWT((await cognitoIdToken(config))!).payload.exp!;
    // The user is removed from the pool: REFRESH_TOKEN_AUTH is refused and Amplify drops its tokens.
    await cognito('AdminDeleteUser', { UserPoolId: config.userPoolId, Username: email });

    const ended = await new Promise<boolean>((done) => {
      const giveUp = setTimeout(() => {
        stop();
        done(false);
      }, 20_000);
      const stop = keepCognitoSession(
        config,
        () => {
          clearTimeout(giveUp);
          stop();
          done(true);
        },
        () => exp * 1000,
      );
    });
    expect(ended).toBe(true);
    expect(await cognitoIdToken(config)).toBeNull();
  }, 60_000);

  it('a platform sign-out refuses the Amplify-held id token (the platform side of a global sign-out)', async () => {
    const email = 'amplify-out@example.com';
    await registeredAndConfirmed(email);
    await signInCognito(config, email, PASSWORD);
    const token = (await cognitoIdToken(config))!;
    await pause(1100); // provider_tokens_revoked_at is compared with iat in whole seconds
    expect((await signOut(post('/v1/player/sign_out', undefined, { authorization: `Bearer ${token}` }))).status).toBe(204);
    await signOutCognito(config);
    expect(await cognitoIdToken(config)).toBeNull();
    expect((await getPlayer(bearer(token))).status).toBe(401);
  }, 60_000);
});
