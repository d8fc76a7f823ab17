'use client';

import { IDENTITY_PATHS } from './paths';
import { parseIdentityClientConfig, type IdentityClientConfig } from './identity-config';

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
