'use client';

import { IDENTITY_PATHS } from './paths';
import { parseIdentityClientConfig, type CognitoClientConfig, type IdentityClientConfig } from './identity-config';

type CognitoSessionModule = typeof import('./ui-cognito-session');

let configPromise: Promise<IdentityClientConfig> | null = null;

/** The run-time identity config (GET /api/v1/player/identity-config), asked once per page; a failure = platform. */
export function loadIdentityConfig(): Promise<IdentityClientConfig> {
  configPromise ??= fetch(`/api${IDENTITY_PATHS.identityConfig}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then(parseIdentityClientConfig)
    .catch(() => {
      configPromise = null;
      return { provider: 'platform' } as const;
    });
  return configPromise;
}

/**
 * With the Cognito provider: the config and the Amplify module, loaded by a dynamic import (its own chunk), so a
 * site on the platform provider never downloads Amplify. Null with the platform provider.
 */
export async function cognitoSession(): Promise<{ config: CognitoClientConfig; session: CognitoSessionModule } | null> {
  const config = await loadIdentityConfig();
  if (config.provider !== 'cognito') return null;
  return { config, session: await import('./ui-cognito-session') };
}
