import { z } from 'zod';
import type { GameDetailCall, LaunchCall } from '@/lib/games/launch/build-launch-call';
import { LAUNCH_ENDPOINTS, type LaunchCallContract } from '@/lib/games/launch/endpoints';
import { getAccessContext } from '@/lib/identity/contracts';
import { getCookieConsent, saveCookieConsent } from '@/lib/consent/contracts';
import { SITE_ID } from '@/lib/jackpots/schemas';
import { getJackpotAmounts } from '@/lib/jackpots/contracts';
import { getHealth } from '@/lib/health/contracts';
import { fillPath, type AnyContract, type UrlValue, type ContractAnswer, type ContractInput } from './contract';
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
export type CallOptions = {
  headers?: Record<string, string>;
  keepalive?: boolean;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode for a GET the server marks cacheable (identity-config); default `no-store`. */
  cache?: RequestCache;
};

/** A multipart contract's body object as form data: strings as text fields, each file (or list of files) as file parts. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : 'blob');
      else form.append(name, String(item as string | number | boolean));
    }
  }
  return form;
}

/** The one typed client through which the site talks to the platform API; answers are validated with zod. */
export function createPlatformClient({ baseUrl, token, fetch: fetchImpl = fetch, revalidate }: PlatformClientOptions) {
  /**
   * Calls one endpoint through its contract (lib/api/contract.ts): path parameters, query and body as the contract
   * declares them, the answer validated against the contract's success schema.
   */
  async function request<C extends AnyContract>(contract: C, input: ContractInput<C>, options: CallOptions = {}): Promise<ContractAnswer<C>> {
    const { params, query, body } = input as {
      params?: Record<string, UrlValue | UrlValue[]>;
      query?: Record<string, UrlValue | null | undefined>;
      body?: unknown;
    };
    const search = query
      ? new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]])))
      : undefined;
    const url = `${baseUrl.replace(/\/$/, '')}${fillPath(contract.path, params)}${search && search.size > 0 ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const multipart = contract.bodyEncoding === 'multipart' && body !== undefined;
    // multipart: the browser sets Content-Type with the boundary it chose.
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const caching: RequestInit & { next?: { revalidate: number } } =
      options.cache !== undefined
        ? { cache: options.cache }
        : revalidate === undefined || contract.method !== 'GET'
          ? { cache: 'no-store' }
          : { next: { revalidate } };
    const response = await fetchImpl(url, {
      method: contract.method,
      headers,
      body: body === undefined ? undefined : multipart ? toFormData(body) : JSON.stringify(body),
      keepalive: options.keepalive,
      signal: options.signal,
      credentials: 'same-origin',
      ...caching,
    });
    if (!response.ok) throw await toPlatformApiError(response);
    const schema = (contract.responses as Record<number, z.ZodType | null | undefined>)[response.status];
    if (schema === undefined)
      throw new PlatformApiError(502, 'error.platform.unexpected_response', `Unexpected status ${response.status} from ${contract.path}`);
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
      accessContext: () => request(getAccessContext, {}),
    },
    games: {
      /** games-wallet-bonuses §7 game detail, demo or real (lib/games/launch/build-launch-call.ts builds the call). */
      detail: (launch: GameDetailCall) => request(LAUNCH_ENDPOINTS[launch.key].contract, { body: launch.body }),
      /**
       * games-wallet-bonuses §7 game launch: ticket, token, provider URL or session, per provider and money mode.
       * The builder picked the contract and filled its body and query; every launch contract answers the same shape.
       */
      launch: (launch: LaunchCall) =>
        request(LAUNCH_ENDPOINTS[launch.key].contract, { query: launch.query, body: launch.body } as ContractInput<LaunchCallContract>),
    },
    cookieConsent: {
      get: (consentId: string) => request(getCookieConsent, { query: { consentId } }),
      /** Sent with keepalive: the proof of consent survives the page being left right after the click. */
      save: (body: ContractInput<typeof saveCookieConsent>['body']) => request(saveCookieConsent, { body }, { keepalive: true }),
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/** The browser always calls its own origin; an external platform is reached through the site's /api rewrite. */
export const browserPlatformClient = (options: Pick<PlatformClientOptions, 'fetch'> = {}) => createPlatformClient({ baseUrl: '/api', ...options });
