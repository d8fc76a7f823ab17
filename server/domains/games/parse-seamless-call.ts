import 'server-only';
import type { z } from 'zod';
import { SEAMLESS_ACTIONS, SEAMLESS_BODY_SCHEMAS, type SeamlessAction } from '@/lib/games/seamless-schemas';
import { ApiError } from '@/server/http/errors';
import { toFieldErrors } from '@/server/http/field-errors';
import { unsafeInputErrors } from '@/server/http/input-guard';
import { PROVIDER_SLUG_PATTERN } from './game-session-policy';
import { seamlessSecretFor } from './seamless-secrets';
import { verifySeamlessSignature } from './seamless-signature';

export type SeamlessCall = {
  [A in SeamlessAction]: { provider: string; action: A; body: z.output<(typeof SEAMLESS_BODY_SCHEMAS)[A]> };
}[SeamlessAction];

/**
 * Route parameters, signature, then body, in that order: nothing about the body is looked at (or echoed in an
 * error) before the provider has proven it sent it. Unknown providers and actions are 404.
 */
export function parseSeamlessCall(params: { provider: string; action: string }, rawBody: string, signature: string | null): SeamlessCall {
  const { provider, action } = params;
  if (!PROVIDER_SLUG_PATTERN.test(provider) || !(SEAMLESS_ACTIONS as readonly string[]).includes(action)) throw new ApiError('error.not_found');
  const secret = seamlessSecretFor(provider);
  if (!secret || !verifySeamlessSignature(rawBody, signature, secret)) throw new ApiError('error.seamless.signature.invalid');
  let input: unknown;
  try {
    input = JSON.parse(rawBody) as unknown;
  } catch {
    throw new ApiError('error.seamless.validation', 'The request body is not valid JSON.');
  }
  const unsafe = unsafeInputErrors(input, action);
  if (unsafe.length > 0) throw new ApiError('error.seamless.validation', undefined, {}, { fieldErrors: unsafe });
  const schema = SEAMLESS_BODY_SCHEMAS[action as SeamlessAction];
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new ApiError('error.seamless.validation', undefined, {}, { fieldErrors: toFieldErrors(result.error, action, input) });
  return { provider, action, body: result.data } as SeamlessCall;
}
