import 'server-only';
import { createHmac } from 'node:crypto';
import { createPlatformClient } from '@/lib/api/client';
import { PlatformApiError } from '@/lib/api/errors';
import { callSeamlessWallet } from '@/lib/games/contracts/seamless';
import { SEAMLESS_SIGNATURE_HEADER, type SeamlessAction, type SEAMLESS_BODY_SCHEMAS } from '@/lib/games/seamless-schemas';
import type { z } from 'zod';
import type { ContractAnswer } from '@/lib/api/contract';
import { env } from '@/server/env';
import { provideSeamlessSecret } from './provider-secret';
import { SeamlessRefusal, SeamlessUnavailable } from './seamless-client-errors';

export { SeamlessRefusal, SeamlessUnavailable } from './seamless-client-errors';

export interface SeamlessClientOptions {
  /** Base of the platform API, e.g. http://127.0.0.1:3000/api (default PLATFORM_API_URL). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Waits between attempts; the same body (same transactionId) is sent every time, so a retry is idempotent. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

/** What the wallet answers (every answer carries the balance and currency; the contract's 200 answer). */
export type SeamlessAnswer = ContractAnswer<typeof callSeamlessWallet>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failed call as the protocol sees it: a refusal the wallet answered (never retried), or no usable answer (retried). */
function toSeamlessFailure(error: unknown): SeamlessRefusal | SeamlessUnavailable {
  // A 4xx in the platform's error shape is the wallet's refusal; a 4xx without it (a proxy's page) is no answer.
  if (error instanceof PlatformApiError && error.status < 500 && error.code !== 'error.request.failed') return new SeamlessRefusal(error.code, error.status);
  return new SeamlessUnavailable(error);
}

/**
 * Calls the platform's seamless-wallet API exactly like an external provider, through the one platform client
 * and the seamless contract (lib/games/contracts/seamless.ts): JSON body, X-Signature = lowercase hex
 * HMAC-SHA256 of the raw body with the provider's secret. Network failures, timeouts, 5xx and answers outside the
 * contract are retried with the identical body; refusals (4xx) never are.
 */
export function seamlessClient(provider: string, options: SeamlessClientOptions = {}) {
  const client = createPlatformClient({ baseUrl: options.baseUrl ?? env.PLATFORM_API_URL, fetch: options.fetch });
  const delays = options.retryDelaysMs ?? [150, 500];
  const timeoutMs = options.timeoutMs ?? 5_000;

  return async function call<A extends SeamlessAction>(action: A, body: z.input<(typeof SEAMLESS_BODY_SCHEMAS)[A]>): Promise<SeamlessAnswer> {
    // The client sends JSON.stringify(body): the signature covers exactly these bytes.
    const signature = createHmac('sha256', provideSeamlessSecret(provider)).update(JSON.stringify(body)).digest('hex');
    let lastFailure: SeamlessUnavailable | undefined;
    for (let index = 0; index <= delays.length; index += 1) {
      if (index > 0) await sleep(delays[index - 1]);
      try {
        return await client.request(
          callSeamlessWallet,
          { params: { provider, action }, body },
          { headers: { [SEAMLESS_SIGNATURE_HEADER]: signature }, signal: AbortSignal.timeout(timeoutMs) },
        );
      } catch (error) {
        const failure = toSeamlessFailure(error);
        if (failure instanceof SeamlessRefusal) throw failure;
        lastFailure = failure;
      }
    }
    throw lastFailure ?? new SeamlessUnavailable(undefined);
  };
}

export type SeamlessCall = ReturnType<typeof seamlessClient>;
