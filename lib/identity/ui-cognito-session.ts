'use client';

// The Cognito session in the browser, held and refreshed by aws-amplify. Loaded only through ui-cognito.ts's
// dynamic import when the site runs with IDENTITY_PROVIDER=cognito: visitors on the platform provider download
// none of this (docs/decisions.md, "Cognito on the client: aws-amplify").
import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { decodeJWT, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import {
  amplifyAuthConfig,
  cognitoApiEndpoint,
  isRefusedRefresh,
  onRefreshFailure,
  refreshDelayMs,
  REFRESH_RETRY_MS,
  type CognitoClientConfig,
} from './identity-config';

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
/**
 * Amplify's token refresher through InitiateAuth REFRESH_TOKEN_AUTH, a public (unsigned) call that both Amazon
 * Cognito and cognito-local answer; Amplify 6's own refresher calls GetTokensFromRefreshToken, which cognito-local
 * lacks, so the tested path is the one that runs. A refused refresh (NotAuthorized: revoked, expired, user
 * disabled) is thrown with that name, and Amplify then clears its tokens and answers no session.
 */
export function refreshTokenAuthRefresher(config: CognitoClientConfig, fetcher: typeof fetch = (...args) => fetch(...args)): TokenRefresher {
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw Object.assign(new Error('No refresh token'), { name: 'NotAuthorizedException' });
    const response = await fetcher(`${cognitoApiEndpoint(config)}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: config.userPoolClientId, AuthParameters: { REFRESH_TOKEN: tokens.refreshToken } }),
    });
    const json = (await response.json().catch(() => ({}))) as {
      __type?: string;
      message?: string;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
    };
    const result = json.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      const name =
        String(json.__type ?? 'NotAuthorizedException')
          .split('#')
          .pop() ?? 'NotAuthorizedException';
      throw Object.assign(new Error(json.message ?? 'Refresh refused'), { name });
    }
    const accessToken = decodeJWT(result.AccessToken);
    return {
      accessToken,
      idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
      clockDrift: (accessToken.payload.iat ?? Math.floor(Date.now() / 1000)) * 1000 - Date.now(),
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
    };
  };
}

let configured: string | null = null;

/** Configures Amplify for the pool (once per config) with the REFRESH_TOKEN_AUTH refresher. */
export function configureCognito(config: CognitoClientConfig): void {
  const key = JSON.stringify(config);
  if (configured === key) return;
  Amplify.configure({ Auth: amplifyAuthConfig(config) });
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(refreshTokenAuthRefresher(config));
  configured = key;
}

/**
 * Signs in to the pool with USER_PASSWORD_AUTH, so Amplify holds the Cognito session (its tokens in Amplify's
 * storage). Called after the platform accepted the same credentials; a session left from another player is
 * dropped first (Amplify refuses to sign in over one).
 */
export async function signInCognito(config: CognitoClientConfig, email: string, password: string): Promise<void> {
  configureCognito(config);
  await signOut().catch(() => undefined);
  const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (!result.isSignedIn) throw new Error(`Cognito sign-in needs another step: ${result.nextStep.signInStep}`);
}

/** The current Cognito id token (refreshed by Amplify when asked or when expired), or null without a session. */
export async function cognitoIdToken(config: CognitoClientConfig, { forceRefresh = false } = {}): Promise<string | null> {
  configureCognito(config);
  const session = await fetchAuthSession({ forceRefresh });
  return session.tokens?.idToken?.toString() ?? null;
}

/**
 * Ends the Cognito session: GlobalSignOut (revokes the refresh token everywhere) when `global`, else only the
 * tokens in this browser. Amplify drops the local tokens even when the global call fails (cognito-local has no
 * GlobalSignOut); the platform's provider_tokens_revoked_at still refuses every earlier Cognito id token.
 */
export async function signOutCognito(config: CognitoClientConfig, { global = true } = {}): Promise<void> {
  configureCognito(config);
  await signOut({ global }).catch(() => signOut());
}

function expiryOf(token: string | null): number | null {
  if (!token) return null;
  const exp = decodeJWT(token).payload.exp;
  return typeof exp === 'number' ? exp : null;
}

/**
 * Keeps the Cognito session fresh while the site session lasts: refreshes the id token a little before it expires,
 * and calls `onSessionEnded` when Amplify has no session or can no longer refresh it (the site then signs out,
 * like on an expired platform token). Network failures are retried while the current token lasts.
 * Returns a stop function.
 */
export function keepCognitoSession(config: CognitoClientConfig, onSessionEnded: () => void, now: () => number = Date.now): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expiresAt: number | null = null;
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(() => void tick(true), delay);
  };
  const tick = async (forceRefresh: boolean) => {
    try {
      const token = await cognitoIdToken(config, { forceRefresh });
      if (stopped) return;
      expiresAt = expiryOf(token);
      if (expiresAt === null) {
        onSessionEnded();
        return;
      }
      schedule(refreshDelayMs(expiresAt, now()));
    } catch (error) {
      if (stopped) return;
      if (onRefreshFailure({ refused: isRefusedRefresh(error), expiresAtSeconds: expiresAt, nowMs: now() }) === 'end-session') onSessionEnded();
      else schedule(REFRESH_RETRY_MS);
    }
  };
  void tick(false);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
