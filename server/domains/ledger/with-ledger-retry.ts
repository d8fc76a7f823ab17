import { collectBalanceChanges } from './balance-changes';
import { isRetryableSqlState, sqlStateOf } from './sql-state';

const MAX_ATTEMPTS = 5;

/**
 * Runs a whole database transaction again after a deadlock or serialization failure (short jittered backoff).
 * Only wrap work that starts its own transaction: a statement inside a failed transaction cannot be retried.
 * This is the ledger's commit boundary: players whose balances changed are announced after the work resolves.
 */
export async function withLedgerRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await collectBalanceChanges(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryableSqlState(sqlStateOf(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
