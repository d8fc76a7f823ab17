import type { Provider } from '@/lib/content/types/categories';
import type { LobbyType } from '@/lib/content/types/games';

export const MAX_QUERY_LENGTH = 100;
const MAX_PROVIDERS = 20;
const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,49}$/;

/** Spec games-wallet-bonuses §2: the live filter leaves out pariplay, softswiss and creedroomz; the casino filter relax and aggregators. */
const LIVE_EXCLUDED = new Set(['pariplay', 'softswiss', 'creedroomz']);
const CASINO_EXCLUDED = new Set(['relax']);

export function filterableProviders(type: LobbyType, providers: readonly Provider[]): Provider[] {
  if (type === 'liveCasino') return providers.filter((provider) => !LIVE_EXCLUDED.has(provider.id));
  return providers.filter((provider) => !CASINO_EXCLUDED.has(provider.id) && !provider.isAggregators);
}

export interface LobbyFilter {
  /** Provider ids, de-duplicated and sorted so equal filters make equal URLs and cache keys. */
  providers: string[];
  /** The trimmed search text, '' when none. */
  query: string;
}

type SearchParamValue = string | string[] | undefined;
type SearchParamsLike = URLSearchParams | Record<string, SearchParamValue>;

function all(params: SearchParamsLike, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * `?provider=evolution&provider=netent&q=book` → the filter. Providers may also come comma-separated; unknown
 * shapes are dropped rather than refused (a URL is user input, the page still renders).
 */
export function parseLobbyFilter(params: SearchParamsLike): LobbyFilter {
  const providers = all(params, 'provider')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => PROVIDER_ID.test(value));
  const query = (all(params, 'q')[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  return { providers: [...new Set(providers)].sort().slice(0, MAX_PROVIDERS), query };
}

export function isFiltered(filter: LobbyFilter): boolean {
  return filter.providers.length > 0 || filter.query !== '';
}

/** The filter (and page) back as a query string, '' when nothing is set. */
export function filterSearch(filter: LobbyFilter, page = 1): string {
  const params = new URLSearchParams();
  for (const provider of filter.providers) params.append('provider', provider);
  if (filter.query) params.set('q', filter.query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The lobby path with one provider taken out of the filter (the active-filter chip's link); the rest stays. */
export function withoutProviderHref(lobbyPath: string, filter: LobbyFilter, providerId: string): string {
  return `${lobbyPath}${filterSearch({ ...filter, providers: filter.providers.filter((id) => id !== providerId) })}`;
}
