import { isServer, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleQueryError } from '@/lib/identity/ui-forced-logout';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Spec identity-and-account §9: stale time 5 minutes, garbage collection 5 minutes, no retry. Spec identity-and-account §6: a 401/403 forces logout. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleQueryError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => handleQueryError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES_MS, gcTime: FIVE_MINUTES_MS, retry: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** A fresh client per server request; one shared client in the browser so a suspense remount keeps the cache. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
