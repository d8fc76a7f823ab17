import {
  amplifyAuthConfig,
  cognitoApiEndpoint,
  isRefusedRefresh,
  onRefreshFailure,
  parseIdentityClientConfig,
  REFRESH_MARGIN_MS,
  REFRESH_RETRY_MS,
  refreshDelayMs,
  type CognitoClientConfig,
} from '@/lib/identity/identity-config';

const cognito: CognitoClientConfig = { provider: 'cognito', region: 'eu-west-1', userPoolId: 'eu-west-1_AbC123', userPoolClientId: 'client-1' };

describe('parseIdentityClientConfig', () => {
  it('reads the platform provider', () => {
    expect(parseIdentityClientConfig({ provider: 'platform' })).toEqual({ provider: 'platform' });
  });

  it('reads a Cognito config, eu-west-1 by default, with an optional endpoint', () => {
    expect(parseIdentityClientConfig({ provider: 'cognito', userPoolId: 'eu-west-1_AbC123', userPoolClientId: 'client-1' })).toEqual(cognito);
    expect(parseIdentityClientConfig({ ...cognito, region: 'us-east-2', userPoolEndpoint: 'http://127.0.0.1:3501' })).toEqual({
      ...cognito,
      region: 'us-east-2',
      userPoolEndpoint: 'http://127.0.0.1:3501',
    });
  });

  it.each([
    ['nothing', null],
    ['an unknown provider', { provider: 'auth0' }],
    ['a Cognito config without pool', { provider: 'cognito', userPoolClientId: 'client-1' }],
    ['a Cognito config without client', { provider: 'cognito', userPoolId: 'eu-west-1_AbC123' }],
    ['an empty pool id', { ...cognito, userPoolId: '' }],
    ['a malformed region', { ...cognito, region: 'Ireland' }],
    ['a non-http endpoint', { ...cognito, userPoolEndpoint: 'javascript:alert(1)' }],
  ])('treats %s as the platform provider (no Amplify)', (_, input) => {
    expect(parseIdentityClientConfig(input)).toEqual({ provider: 'platform' });
  });
});

describe('amplifyAuthConfig and cognitoApiEndpoint', () => {
  it('configures Amplify with the pool and client, and the endpoint only when given', () => {
    expect(amplifyAuthConfig(cognito)).toEqual({ Cognito: { userPoolId: 'eu-west-1_AbC123', userPoolClientId: 'client-1' } });
    expect(amplifyAuthConfig({ ...cognito, userPoolEndpoint: 'http://127.0.0.1:3501' }).Cognito).toHaveProperty('userPoolEndpoint', 'http://127.0.0.1:3501');
  });

  it("calls the region's Cognito unless an endpoint overrides it", () => {
    expect(cognitoApiEndpoint(cognito)).toBe('https://cognito-idp.eu-west-1.amazonaws.com');
    expect(cognitoApiEndpoint({ ...cognito, region: 'eu-north-1' })).toBe('https://cognito-idp.eu-north-1.amazonaws.com');
    expect(cognitoApiEndpoint({ ...cognito, userPoolEndpoint: 'http://127.0.0.1:3501/' })).toBe('http://127.0.0.1:3501');
  });
});

describe('refreshDelayMs', () => {
  const now = 1_800_000_000_000;
  const inSeconds = (ms: number) => (now + ms) / 1000;

  it('refreshes the margin before the id token expires', () => {
    expect(refreshDelayMs(inSeconds(60 * 60_000), now)).toBe(60 * 60_000 - REFRESH_MARGIN_MS);
    expect(refreshDelayMs(inSeconds(10 * 60_000), now, 60_000)).toBe(9 * 60_000);
  });

  it('refreshes at once inside the margin, when expired, or for an unreadable expiry', () => {
    expect(refreshDelayMs(inSeconds(REFRESH_MARGIN_MS), now)).toBe(0);
    expect(refreshDelayMs(inSeconds(REFRESH_MARGIN_MS - 1000), now)).toBe(0);
    expect(refreshDelayMs(inSeconds(-60_000), now)).toBe(0);
    expect(refreshDelayMs(Number.NaN, now)).toBe(0);
  });

  it("never exceeds setTimeout's ceiling", () => {
    expect(refreshDelayMs(inSeconds(90 * 24 * 3600_000), now)).toBe(2 ** 31 - 1);
  });
});

describe('a failed refresh', () => {
  const now = 1_800_000_000_000;

  it.each([
    'NotAuthorizedException',
    'TokenRevokedException',
    'UserNotFoundException',
    'PasswordResetRequiredException',
    'UserNotConfirmedException',
    'RefreshTokenReuseException',
  ])('%s is Cognito refusing the session: the site session ends', (name) => {
    const error = Object.assign(new Error('refused'), { name });
    expect(isRefusedRefresh(error)).toBe(true);
    expect(onRefreshFailure({ refused: isRefusedRefresh(error), expiresAtSeconds: (now + 3600_000) / 1000, nowMs: now })).toBe('end-session');
  });

  it('a network failure is retried while the current id token lasts, then ends the session', () => {
    const network = new TypeError('fetch failed');
    expect(isRefusedRefresh(network)).toBe(false);
    expect(isRefusedRefresh('NotAuthorizedException')).toBe(false);
    expect(onRefreshFailure({ refused: false, expiresAtSeconds: (now + 60_000) / 1000, nowMs: now })).toBe('retry');
    expect(onRefreshFailure({ refused: false, expiresAtSeconds: (now + REFRESH_RETRY_MS) / 1000, nowMs: now })).toBe('end-session');
    expect(onRefreshFailure({ refused: false, expiresAtSeconds: (now - 1000) / 1000, nowMs: now })).toBe('end-session');
  });

  it('without any token there is nothing to retry', () => {
    expect(onRefreshFailure({ refused: false, expiresAtSeconds: null, nowMs: now })).toBe('end-session');
  });
});
