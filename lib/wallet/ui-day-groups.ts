import type { Transaction } from './schemas';

export type GroupedTransaction = Transaction & { dayKey: string; firstInGroup: boolean };

/** The calendar day ('2026-11-23') of an instant in a time zone. */
export function dayKeyIn(isoDate: string, timeZone: string): string {
  // en-CA formats dates as yyyy-mm-dd: a stable key whatever the display locale.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(isoDate));
}

/**
 * Marks the first transaction of each day (in the player's time zone) so the list can print a day heading above
 * it. Input is newest first, as the API answers; pages appended later continue the same day without a second
 * heading. Pure.
 */
export function groupByDay(transactions: readonly Transaction[], timeZone: string): GroupedTransaction[] {
  let previous: string | null = null;
  return transactions.map((transaction) => {
    const dayKey = dayKeyIn(transaction.transactionDate, timeZone);
    const firstInGroup = dayKey !== previous;
    previous = dayKey;
    return { ...transaction, dayKey, firstInGroup };
  });
}
