'use client';

import type { CognitoClientConfig } from './identity-config';

type CognitoSessionModule = typeof import('./ui-cognito-session');

/**
 * With the Cognito provider: the config and the Amplify module. Both the config reader and Amplify come by
 * dynamic import (their own chunks), so the layout's first-load JS holds only this function, and a site on the
 * platform provider never downloads Amplify. Null with the platform provider.
 */
export async function cognitoSession(): Promise<{ config: CognitoClientConfig; session: CognitoSessionModule } | null> {
  const { loadIdentityConfig } = await import('./ui-identity-config');
  const config = await loadIdentityConfig();
  if (config.provider !== 'cognito') return null;
  return { config, session: await import('./ui-cognito-session') };
}
