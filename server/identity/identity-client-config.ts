import 'server-only';
import type { IdentityClientConfig } from '@/lib/identity/identity-config';
import { env } from '@/server/env';

/** The public identity configuration for the browser, read from the environment at run time. */
export function identityClientConfig(): IdentityClientConfig {
  if (env.IDENTITY_PROVIDER !== 'cognito' || !env.COGNITO_USER_POOL_ID || !env.COGNITO_CLIENT_ID) return { provider: 'platform' };
  return {
    provider: 'cognito',
    region: env.COGNITO_REGION,
    userPoolId: env.COGNITO_USER_POOL_ID,
    userPoolClientId: env.COGNITO_CLIENT_ID,
    ...(env.COGNITO_ENDPOINT ? { userPoolEndpoint: env.COGNITO_ENDPOINT } : {}),
  };
}
