import 'server-only';
import { env, type Env } from '@/server/env';
import { sandboxSeamlessSecret } from './sandbox-seamless-secret';

export { sandboxSeamlessSecret } from './sandbox-seamless-secret';

/**
 * The secret a provider signs with: `SEAMLESS_SECRET_<PROVIDER>` when set; otherwise the derived sandbox secret
 * outside production (or with SEAMLESS_SANDBOX_SECRETS=true, the local demo); otherwise none, and every call
 * from that provider is refused.
 */
export function seamlessSecretFor(provider: string, config: Pick<Env, 'NODE_ENV' | 'SEAMLESS_SECRETS' | 'SEAMLESS_SANDBOX_SECRETS'> = env): string | undefined {
  const configured = config.SEAMLESS_SECRETS[provider];
  if (configured) return configured;
  if (config.NODE_ENV !== 'production' || config.SEAMLESS_SANDBOX_SECRETS) return sandboxSeamlessSecret(provider);
  return undefined;
}
