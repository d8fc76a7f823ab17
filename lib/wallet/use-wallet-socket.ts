'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazyModule } from '@/lib/api/lazy-module';
import type { LiveBody } from './live-events';
import { BONUS_PROGRESS_KEY, LOYALTY_LEVEL_KEY, WALLET_BALANCE_QUERY_KEY } from './query-keys';
import type { WalletSocketOptions } from './wallet-socket-connection';

// The connection and its message schemas load when a signed-in player needs the live push, not on every page.
const connection = lazyModule(() => Promise.all([import('./wallet-socket-connection'), import('./fetch-socket-token')]));

// Every identity query (access context, profile) starts with this key part.
const IDENTITY_QUERIES = ['identity'] as const;

/**
 * Keeps the live wallet connection open while `enabled` (a signed-in player) and writes what it pushes into
 * React Query: the balance under WALLET_BALANCE_QUERY_KEY (the GET wallet shape), attribute changes invalidate the
 * identity queries, the loyalty level is cached under LOYALTY_LEVEL_KEY.
 */
export function useWalletSocket(enabled: boolean, options: Partial<Pick<WalletSocketOptions, 'fetchToken' | 'createSocket' | 'urlFor'>> = {}): void {
  const queryClient = useQueryClient();
  const { fetchToken, createSocket, urlFor } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    const onBody = (body: LiveBody) => {
      if (body.type === 'WALLET_BALANCE') queryClient.setQueryData(WALLET_BALANCE_QUERY_KEY, body.balanceMap);
      else if (body.type === 'PLAYER_ATTRIBUTE_CHANGE') void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERIES });
      else if (body.type === 'BONUS_WAGERING_PROGRESS') queryClient.setQueryData(BONUS_PROGRESS_KEY, body.progress);
      else queryClient.setQueryData(LOYALTY_LEVEL_KEY, body);
    };
    let stop: (() => void) | null = null;
    let cancelled = false;
    void connection().then(([{ connectWalletSocket }, { fetchSocketToken }]) => {
      if (!cancelled) stop = connectWalletSocket({ fetchToken: fetchToken ?? fetchSocketToken, onBody, createSocket, urlFor });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, queryClient, fetchToken, createSocket, urlFor]);
}
