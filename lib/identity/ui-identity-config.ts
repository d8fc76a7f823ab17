'use client';

import { browserPlatformClient } from '@/lib/api/client';
import { PlatformApiError } from '@/lib/api/errors';
import { getIdentityConfig } from './contracts';
import type { IdentityClientConfig } from './identity-config';

const PLATFORM: IdentityClientConfig = { provider: 'platform' };

let configPromise: Promise<IdentityClientConfig> | null = null;

/**
 * The run-time identity config (GET /api/v1/player/identity-config), asked once per page. An answer that is an
 * error or unreadable counts as the platform provider for this page; a network failure is asked again next time.
 * The browser's HTTP cache may answer (the endpoint is cacheable for 5 minutes).
 */
export function loadIdentityConfig(): Promise<IdentityClientConfig> {
  configPromise ??= browserPlatformClient()
    .request(getIdentityConfig, {}, { cache: 'default' })
    .catch((error: unknown) => {
      if (!(error instanceof PlatformApiError)) configPromise = null;
      return PLATFORM;
    });
  return configPromise;
}
