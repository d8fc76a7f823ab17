import type { QueryClient } from '@tanstack/react-query';
import { lazyModule } from '@/lib/api/lazy-module';
import { useAuthStore } from './ui-auth-store';
import { cognitoSession } from './ui-cognito';
import { useLoginStore } from './ui-login-store';
import { FIRST_LOGIN_KEY, SHOW_UPDATED_TNC_KEY, clearIdentityStorage, writeAuthorization, writeItem } from './ui-storage';
import type { SignInResponse } from './schemas';

export const ACCESS_CONTEXT_KEY = ['identity', 'access-context'] as const;

/**
 * The identity API client, loaded on first use (a session check, a sign-out), so the shell's first load carries
 * no API client or schemas.
 */
export const loadIdentityApi = lazyModule(() => import('./ui-api').then((module) => module.identityApi));

/** Sign-in stores the session marker and marks the player authenticated (spec identity-and-account §4); the token stays in its cookie. */
export function rememberSignIn(session: SignInResponse, flags: { termsUpdateRequired: boolean }): void {
  const exp = Date.parse(session.expiresAt);
  writeAuthorization({ playerId: session.playerId, exp: Number.isFinite(exp) ? Math.floor(exp / 1000) : null });
  writeItem(FIRST_LOGIN_KEY, String(session.firstLogin));
  writeItem(SHOW_UPDATED_TNC_KEY, String(flags.termsUpdateRequired));
  useAuthStore.getState().resolve(session.playerId);
  useLoginStore.getState().succeed({ firstLogin: session.firstLogin, showUpdatedTnC: flags.termsUpdateRequired });
}

/**
 * Sign-out (spec identity-and-account §4): clears the authenticated flag, the cached session data and the identity-related stored
 * items, then signs out of the identity service. The local part runs first so a failed call cannot leave the
 * browser looking signed in. With the Cognito provider Amplify's session ends too (GlobalSignOut when the
 * service is called, else only this browser's tokens).
 */
export async function signOutEverywhere(queryClient: QueryClient, { callService = true } = {}): Promise<void> {
  clearIdentityStorage();
  queryClient.clear();
  useAuthStore.getState().reset();
  const cognito = await cognitoSession().catch(() => null);
  if (cognito) await cognito.session.signOutCognito(cognito.config, { global: callService }).catch(() => undefined);
  if (!callService) return;
  try {
    await (await loadIdentityApi()).signOut();
  } catch {
    // The cookie may already be gone (expired session); the local sign-out above is what the player sees.
  }
}
