import 'server-only';
import { seamlessSecretFor } from '@/server/domains/games';
import { SeamlessUnavailable } from './seamless-client-errors';

/**
 * The secret the built-in client signs with for a provider: the same one the seamless API verifies with
 * (SEAMLESS_SECRET_<PROVIDER>, else the documented sandbox secret where sandbox secrets are allowed).
 */
export function provideSeamlessSecret(provider: string): string {
  const secret = seamlessSecretFor(provider);
  if (!secret) throw new SeamlessUnavailable(new Error(`no seamless secret for ${provider}`));
  return secret;
}
