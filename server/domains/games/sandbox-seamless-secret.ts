import { createHmac } from 'node:crypto';

/** Public on purpose (docs/seamless-wallet.md): sandbox secrets are derivable, so never valid in production. */
const SANDBOX_SECRET_KEY = 'lucky-harbour-seamless-sandbox-v1';

/**
 * The documented sandbox secret of a provider: hex HMAC-SHA256(key "lucky-harbour-seamless-sandbox-v1",
 * message = provider slug). Used outside production (or with SEAMLESS_SANDBOX_SECRETS) when no
 * SEAMLESS_SECRET_<PROVIDER> is set, so the built-in game provider and tests can sign like a provider.
 */
export function sandboxSeamlessSecret(provider: string): string {
  return createHmac('sha256', SANDBOX_SECRET_KEY).update(provider, 'utf8').digest('hex');
}
