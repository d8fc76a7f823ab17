import { z } from 'zod';
import { launchAnswerSchema } from '@/lib/games/launch/endpoints';
import { gameDetailAnswerSchema } from '@/lib/games/launch/game-detail';
import type { LaunchCall } from '@/lib/games/launch/build-launch-call';
import { accessContextSchema } from '@/lib/identity/schemas';
import { cookieConsentSchema, type SaveCookieConsentBody } from '@/lib/consent/schemas';
import { SITE_ID } from '@/lib/jackpots/schemas';
import { getJackpotAmounts } from '@/lib/jackpots/contracts';
import { getHealth } from '@/lib/health/contracts';
import { fillPath, type AnyContract, type ContractAnswer, type ContractInput } from './contract';
import { toPlatformApiError } from './error-body';
import { PlatformApiError } from './errors';

export type PlatformClientOptions = {
  /** Base of the platform API, e.g. `/api` in the browser or `PLATFORM_API_URL` on the server. */
  baseUrl: string;
  /** Identity token sent as `Authorization: Bearer` (server-side calls; the browser relies on the cookie). */
  token?: string;
  fetch?: typeof fetch;
  /**
   * Server components only: let Next's data cache keep answers this many seconds, so a cached page can read
   * public data (jackpots) without turning dynamic. Without it every call is `no-store`.
   */
  revalidate?: number;
};

/** Per-call options of a contract call (headers the contract documents, e.g. `Idempotency-Key`). */
export type CallOptions = { headers?: Record<string, string>; keepalive?: boolean; signal?: AbortSignal };

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; query?: Record<string, string>; body?: unknown; keepalive?: boolean };

/** The one typed client through which the site talks to the platform API; answers are validated with zod. */
export function createPlatformClient({ baseUrl, token, fetch: fetchImpl = fetch, revalidate }: PlatformClientOptions) {
  async function call<T extends z.ZodType>(schema: T, path: string, { method = 'GET', query, body, keepalive }: Call = {}): Promise<z.output<T>> {
    const url = `${baseUrl.replace(/\/$/, '')}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const caching: RequestInit & { next?: { revalidate: number } } = revalidate === undefined ? { cache: 'no-store' } : { next: { revalidate } };
    const response = await fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), keepalive, credentials: 'same-origin', ...caching });
    if (!response.ok) throw await toPlatformApiError(response);
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new PlatformApiError(502, 'error.platform.unexpected_response', `Unexpected answer from ${path}`);
    return parsed.data;
  }

  /**
   * Calls one endpoint through its contract (lib/api/contract.ts): path parameters, query and body as the contract
   * declares them, the answer validated against the contract's success schema.
   */
  async function request<C extends AnyContract>(contract: C, input: ContractInput<C>, options: CallOptions = {}): Promise<ContractAnswer<C>> {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const search = query ? new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]]))) : undefined;
    const url = `${baseUrl.replace(/\/$/, '')}${fillPath(contract.path, params)}${search && search.size > 0 ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const caching: RequestInit & { next?: { revalidate: number } } = revalidate === undefined || contract.method !== 'GET' ? { cache: 'no-store' } : { next: { revalidate } };
    const response = await fetchImpl(url, {
      method: contract.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive: options.keepalive,
      signal: options.signal,
      credentials: 'same-origin',
      ...caching,
    });
    if (!response.ok) throw await toPlatformApiError(response);
    const schema = (contract.responses as Record<number, z.ZodType | null | undefined>)[response.status];
    if (schema === undefined) throw new PlatformApiError(502, 'error.platform.unexpected_response', `Unexpected status ${response.status} from ${contract.path}`);
    if (schema === null) return undefined as ContractAnswer<C>;
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PlatformApiError(502, 'error.platform.unexpected_response', `Unexpected answer from ${contract.path}`);
    return parsed.data as ContractAnswer<C>;
  }

  return {
    request,
    health: () => request(getHealth, {}),
    jackpots: {
      amounts: (gameIds: readonly string[]) => request(getJackpotAmounts, { query: { gameIds: gameIds.join(','), siteId: String(SITE_ID) } }),
    },
    identity: {
      /** Gating flags and terms state of the token's player (the gate's play guards read it). */
      accessContext: () => call(accessContextSchema, '/v1/player/access/context'),
    },
    games: {
      /** Spec §7 game detail, demo or real (lib/games/launch/build-launch-call.ts builds the call). */
      detail: (request: LaunchCall) => call(gameDetailAnswerSchema, `/v1${request.path}`, { method: 'POST', query: request.query, body: request.body }),
      /** Spec §7 game launch: ticket, token, provider URL or session, per provider and money mode. */
      launch: (request: LaunchCall) => call(launchAnswerSchema, `/v1${request.path}`, { method: 'POST', query: request.query, body: request.body }),
    },
    cookieConsent: {
      get: (consentId: string) => call(cookieConsentSchema, '/v1/player/cookies/consent', { query: { consentId } }),
      save: (body: SaveCookieConsentBody) => call(cookieConsentSchema, '/v1/player/cookies/consent', { method: 'PATCH', body, keepalive: true }),
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/** The browser always calls its own origin; an external platform is reached through the site's /api rewrite. */
export const browserPlatformClient = () => createPlatformClient({ baseUrl: '/api' });
