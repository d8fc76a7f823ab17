'use client';

import { useQuery } from '@tanstack/react-query';
import { BALANCE_POLL_MS, WALLET_BALANCE_QUERY_KEY } from '@/lib/wallet/query-keys';
import { lazyModule } from '@/lib/api/lazy-module';

const walletModule = lazyModule(() => import('@/lib/wallet/ui-api'));

/** The signed-in player's wallet (GET /player/wallet), refreshed every 20 s (spec games-wallet-bonuses §9) and by the realtime push. */
export function useWalletBalance(enabled = true) {
  return useQuery({
    queryKey: WALLET_BALANCE_QUERY_KEY,
    queryFn: async () => (await walletModule()).walletApi.balance(),
    enabled,
    staleTime: 0,
    refetchInterval: enabled ? BALANCE_POLL_MS : false,
  });
}
