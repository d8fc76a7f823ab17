import { browserPlatformClient } from '@/lib/api/client';
import { getTransactionSummary } from './contracts';

/** The signed-in player's transaction summary (deposit count for content targeting), through the one client. */
export const accountActivityApi = {
  transactionSummary: () => browserPlatformClient().request(getTransactionSummary, {}),
};

export const TRANSACTION_SUMMARY_QUERY_KEY = ['player', 'transaction-summary'] as const;
