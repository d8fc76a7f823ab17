import type { Transaction } from './schemas';

const COUNTED = new Set(['SUCCESS', 'COMPLETED', 'PENDING']);

/**
 * Running net position (deposits in, withdrawals out) over the loaded transactions, oldest first: the points of
 * the history chart. Counts what the API's netPosition counts: deposits and withdrawals that were not failed or
 * cancelled. Pure.
 */
export function netPositionSeries(transactions: readonly Transaction[]): { date: string; value: number }[] {
  const payments = transactions
    .filter((t) => t.category === 'PAYMENT' && (t.type === 'DEPOSIT' || t.type === 'WITHDRAW') && COUNTED.has(t.status))
    .toSorted((a, b) => a.transactionDate.localeCompare(b.transactionDate));
  let running = 0;
  return payments.map((t) => {
    running += t.amount;
    return { date: t.transactionDate, value: running };
  });
}
