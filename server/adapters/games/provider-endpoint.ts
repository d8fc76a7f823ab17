import 'server-only';
import { usesProxy } from '@/lib/games/launch/constants';
import { env, gameProviderEnv } from '@/server/env';

/** Documented sandbox credential of a provider (docs/games.md); the sandbox provider server checks it. */
export const sandboxProviderApiKey = (provider: string) => `sandbox-${provider}-key`;

export interface ProviderEndpoint {
  baseUrl: string;
  apiKey: string;
  /** Whether the call goes through the operator's proxy (spec games-wallet-bonuses §7 proxy country lists). */
  proxied: boolean;
  sandbox: boolean;
}

/**
 * Where a provider's launch calls go: GAME_PROVIDER_<NAME>_URL, or the built-in sandbox provider server when
 * unset. Players in the provider's proxy countries go through GAME_PROVIDER_<NAME>_PROXY_URL when it is set.
 */
export function providerEndpoint(provider: string, countryCode: string | null, config = gameProviderEnv): ProviderEndpoint {
  const settings = config[provider] ?? {};
  if (!settings.url) {
    return { baseUrl: `${env.PLATFORM_API_URL}/sandbox/providers/${provider}`, apiKey: sandboxProviderApiKey(provider), proxied: false, sandbox: true };
  }
  const proxyUrl = settings.proxyUrl && usesProxy(provider, countryCode) ? settings.proxyUrl : undefined;
  return { baseUrl: proxyUrl ?? settings.url, apiKey: settings.apiKey ?? '', proxied: proxyUrl !== undefined, sandbox: false };
}
