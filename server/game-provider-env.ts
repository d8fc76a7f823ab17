import { z } from 'zod';
import { EnvError, type EnvSource } from './env-schema';

// No `server-only`: the request gate derives the pages' frame-src from these (server/security-config.ts).

/** One game provider's endpoint settings (docs/games.md): unset means the built-in sandbox provider server. */
export interface GameProviderEnv {
  /** GAME_PROVIDER_<NAME>_URL: the provider's API base. */
  url?: string;
  /** GAME_PROVIDER_<NAME>_API_KEY: the operator's credential at the provider, sent as a Bearer token. */
  apiKey?: string;
  /** GAME_PROVIDER_<NAME>_PROXY_URL: the operator's proxy to the provider, used for its proxy countries. */
  proxyUrl?: string;
}

const gameProviderKey = /^GAME_PROVIDER_([A-Z0-9]+)_(URL|API_KEY|PROXY_URL)$/;
const gameProviderUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** Pure: the GAME_PROVIDER_<NAME>_* variables of `source`, keyed by lower-case provider name; bad URLs throw. */
export function parseGameProviderEnv(source: EnvSource): Readonly<Record<string, GameProviderEnv>> {
  const providers: Record<string, GameProviderEnv> = {};
  for (const [key, raw] of Object.entries(source)) {
    const match = gameProviderKey.exec(key);
    const value = raw?.trim();
    if (!match || !value) continue;
    const entry = (providers[match[1].toLowerCase()] ??= {});
    if (match[2] === 'API_KEY') entry.apiKey = value;
    else if (gameProviderUrl.safeParse(value).success) entry[match[2] === 'URL' ? 'url' : 'proxyUrl'] = value.replace(/\/+$/, '');
    else throw new EnvError(`Invalid environment configuration: ${key}: expected an http(s) URL`);
  }
  return Object.freeze(providers);
}
