'use client';

import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/lib/content/rules/audience';
import { TRANSACTION_SUMMARY_QUERY_KEY, accountActivityApi } from '@/lib/account-activity/ui-api';
import { useAuthStore } from '@/lib/identity/ui-auth-store';

/**
 * The signed-in player as content targeting sees them (identity-and-account §6): their id and deposit count from
 * GET /player/transaction-summary, and the moment it arrived. Null for a visitor and until the summary arrives, so the cached visitor
 * variant stays on screen until the player's is known.
 */
export function usePlayerViewer(): { viewer: Viewer; at: Date } | null {
  const { authorized, playerId } = useAuthStore();
  const summary = useQuery({
    queryKey: TRANSACTION_SUMMARY_QUERY_KEY,
    queryFn: accountActivityApi.transactionSummary,
    enabled: authorized,
    staleTime: 60_000,
  });
  if (!authorized || playerId === null || !summary.data) return null;
  // Date windows are judged at the summary's arrival, so a render never depends on the clock.
  return { viewer: { kind: 'player', playerId, totalDepositsCount: summary.data.totalDepositsCount }, at: new Date(summary.dataUpdatedAt) };
}
