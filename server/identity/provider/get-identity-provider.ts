import 'server-only';
import { env } from '@/server/env';
import { CognitoIdentityProvider } from './cognito-provider';
import type { IdentityProvider } from './identity-provider';
import { PlatformIdentityProvider } from './platform-provider';

const slot = globalThis as typeof globalThis & { __luckyHarbourIdentityProvider?: IdentityProvider };

function fromEnv(): IdentityProvider {
  if (env.IDENTITY_PROVIDER !== 'cognito') return new PlatformIdentityProvider();
  if (!env.COGNITO_USER_POOL_ID || !env.COGNITO_CLIENT_ID) throw new Error('IDENTITY_PROVIDER=cognito needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID');
  return new CognitoIdentityProvider({
    region: env.COGNITO_REGION,
    userPoolId: env.COGNITO_USER_POOL_ID,
    clientId: env.COGNITO_CLIENT_ID,
    endpoint: env.COGNITO_ENDPOINT,
  });
}

/** The configured identity provider (IDENTITY_PROVIDER), one per process. */
export function getIdentityProvider(): IdentityProvider {
  slot.__luckyHarbourIdentityProvider ??= fromEnv();
  return slot.__luckyHarbourIdentityProvider;
}

/** Installs another provider (tests against cognito-local); `undefined` returns to the configured one. */
export function setIdentityProvider(provider: IdentityProvider | undefined): void {
  slot.__luckyHarbourIdentityProvider = provider;
}
