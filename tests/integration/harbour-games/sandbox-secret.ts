import { createHmac } from 'node:crypto';

/** The documented sandbox derivation (docs/seamless-wallet.md), written out so the test checks it independently. */
export function sandboxSecretForTests(provider: string): string {
  return createHmac('sha256', 'lucky-harbour-seamless-sandbox-v1').update(provider, 'utf8').digest('hex');
}
