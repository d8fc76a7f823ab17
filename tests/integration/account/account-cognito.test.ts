import { GET as getPlayer } from '@/app/api/v1/player/route';
import { CognitoIdentityProvider, COGNITO_PASSWORD_MARKER } from '@/server/identity/provider/cognito-provider';
import { setIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { startCognitoLocal, type CognitoLocal } from '../support/cognito-local';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { get, PASSWORD, playerRow, registerComplete, signIn, signInToken, type ErrorBody } from '../identity/support';
import { account, bearer } from './support';

// The account page's password change when Amazon Cognito holds the passwords (against cognito-local): the provider
// judges the old password and stores the new one (InitiateAuth, then ChangePassword), as set-new-password.ts delegates
// a reset; the platform still ends the other sessions and counts wrong old passwords towards its lock.

const NEW_PASSWORD = 'Fresh-Harbour-2027';
// cognito-local 5.3.0 (devDependency) on a loopback port of this helper's range; codes fixed with CODE.
const CODE = '123456';
const database = useTestDatabase();
jest.setTimeout(60_000);

let emulator: CognitoLocal | undefined;
/** The emulator's address (its port is the system's pick). */
let endpoint = '';
let userPoolId = '';
let clientId = '';

beforeAll(async () => {
  emulator = await startCognitoLocal(CODE, 'cognito-local-account-');
  endpoint = emulator.endpoint;
  ({ userPoolId, clientId } = await emulator.createPool('lucky-harbour-account'));
}, 60_000);

beforeEach(() => {
  setIdentityProvider(new CognitoIdentityProvider({ region: 'eu-west-1', userPoolId, clientId, endpoint }));
});

afterAll(() => {
  setIdentityProvider(undefined);
  emulator?.stop();
});

it('changes the password at Cognito: a wrong old one is refused, the right one changes it, other sessions end', async () => {
  const email = 'cognito-account@example.com';
  const playerId = await registerComplete({ email });
  await emulator!.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: CODE });
  const token = await signInToken(email, PASSWORD);
  const other = await signInToken(email, PASSWORD);

  const wrong = await account.password(token, { oldPassword: 'Wrong-Pass-2026', newPassword: NEW_PASSWORD });
  expect(wrong.status).toBe(400);
  expect(await readJson<ErrorBody>(wrong)).toMatchObject({ code: 'error.old_password.incorrect', additionalInfo: { attemptsRemaining: 4 } });

  const changed = await account.password(token, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
  expect(changed.status).toBe(200);
  expect(await readJson(changed)).toEqual({ signedOutSessions: 1 });
  expect((await playerRow(database().handle.db, playerId)).passwordHash).toBe(COGNITO_PASSWORD_MARKER);
  expect((await getPlayer(get('/v1/player', bearer(token)))).status).toBe(200);
  expect((await getPlayer(get('/v1/player', bearer(other)))).status).toBe(401);
  expect((await signIn(email, PASSWORD)).status).toBe(404);
  expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
});
