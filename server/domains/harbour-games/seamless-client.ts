import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/server/env';
import { provideSeamlessSecret } from './provider-secret';
import { SeamlessRefusal, SeamlessUnavailable } from './seamless-client-errors';

export type SeamlessAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'endround';

export { SeamlessRefusal, SeamlessUnavailable } from './seamless-client-errors';

export interface SeamlessClientOptions {
  /** Base of the platform API, e.g. http://127.0.0.1:3000/api (default PLATFORM_API_URL). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Waits between attempts; the same body (same transactionId) is sent every time, so a retry is idempotent. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls the platform's seamless-wallet API exactly like an external provider: JSON body, X-Signature =
 * lowercase hex HMAC-SHA256 of the raw body with the provider's secret. Network failures, timeouts and 5xx are
 * retried with the identical body; 4xx answers are refusals and never retried.
 */
export function seamlessClient(provider: string, options: SeamlessClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? env.PLATFORM_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const delays = options.retryDelaysMs ?? [150, 500];
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function attempt<T>(action: SeamlessAction, raw: string, signature: string): Promise<T> {
    const response = await doFetch(`${baseUrl}/v1/seamless/${encodeURIComponent(provider)}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as (T & { code?: unknown }) | null;
    if (response.status >= 500 || !answer) throw new SeamlessUnavailable(`HTTP ${response.status}`);
    if (!response.ok) throw new SeamlessRefusal(typeof answer.code === 'string' ? answer.code : 'unknown', response.status);
    return answer;
  }

  return async function call<T>(action: SeamlessAction, body: Record<string, unknown>): Promise<T> {
    const raw = JSON.stringify(body);
    const signature = createHmac('sha256', provideSeamlessSecret(provider)).update(raw).digest('hex');
    let lastError: unknown;
    for (let index = 0; index <= delays.length; index += 1) {
      if (index > 0) await sleep(delays[index - 1]);
      try {
        return await attempt<T>(action, raw, signature);
      } catch (error) {
        if (error instanceof SeamlessRefusal) throw error;
        lastError = error;
      }
    }
    throw lastError instanceof SeamlessUnavailable ? lastError : new SeamlessUnavailable(lastError);
  };
}

export type SeamlessCall = ReturnType<typeof seamlessClient>;
