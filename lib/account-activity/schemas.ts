import { z } from 'zod';
import { ACTIVITY_LOG_EVENTS } from '@/lib/reality-check/enums';

// Isomorphic answers of the player's account-activity calls (identity-and-account §3, §7). Amounts are integer minor units.

const isoDateTime = z.iso.datetime({ offset: true });

export const DEPOSIT_COUNT_GROUPS = ['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'] as const;

/** GET /player/transaction-summary: identity-and-account §3 transactionSummary.totalDepositsCount and the totals beside it, from the ledger. */
export const transactionSummarySchema = z.object({
  currency: z.string().length(3),
  /** Deposits credited to the player (a reversed deposit does not count). */
  totalDepositsCount: z.int().nonnegative(),
  totalDepositsAmount: z.int().nonnegative(),
  /** Withdrawals paid out (approved). */
  totalWithdrawalsCount: z.int().nonnegative(),
  totalWithdrawalsAmount: z.int().nonnegative(),
  firstDepositDate: isoDateTime.nullable(),
  lastDepositDate: isoDateTime.nullable(),
  /** identity-and-account §6: the deposit-count group content is targeted at. */
  depositCountGroup: z.enum(DEPOSIT_COUNT_GROUPS),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

/** GET /player/latest-activity-log: identity-and-account §3 latestActivityLog.note; nulls when the log is empty. */
export const latestActivityLogSchema = z.object({
  note: z.string().nullable(),
  event: z.enum(ACTIVITY_LOG_EVENTS).nullable(),
  createdAt: isoDateTime.nullable(),
});
export type LatestActivityLog = z.infer<typeof latestActivityLogSchema>;
