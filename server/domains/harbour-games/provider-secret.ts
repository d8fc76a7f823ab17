import 'server-only';
import { createHmac } from 'node:crypto';

// Until s9-seamless lands: the documented sandbox derivation (docs/seamless-wallet.md); replaced by
// seamlessSecretFor from server/domains/games/seamless-secrets.ts on merge.
export function provideSeamlessSecret(provider: string): string {
  return createHmac('sha256', 'lucky-harbour-seamless-sandbox-v1').update(provider, 'utf8').digest('hex');
}
