/**
 * A module loaded on first use and kept: `const wallet = lazyModule(() => import('@/lib/wallet/ui-api'))`, then
 * `(await wallet()).walletApi.balance()`. The shell's islands (header balance, favourites, live push, session
 * checks) only call the platform for a signed-in player, so their API clients and response schemas (zod) stay
 * out of every visitor's first load. A failed load is not kept: the next call tries again.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
