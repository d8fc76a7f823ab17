import 'server-only';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { withdrawals, type WithdrawalRow } from '@/server/db/schema';
import type { PendingWithdrawal } from '@/lib/wallet/schemas';
import { referenceIdOf } from '@/server/domains/ledger';
import { toJsonMinorUnits } from './minor-units';

export const WITHDRAWAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The spec's shape of a pending withdrawal: category PAYMENT, type WITHDRAW (games-wallet-bonuses §3). */
export function toPendingWithdrawal(row: WithdrawalRow): PendingWithdrawal {
  return {
    pendingWithdrawalId: row.pendingWithdrawalId,
    referenceId: referenceIdOf(row.reserveOperationId),
    playerId: row.playerId,
    amount: toJsonMinorUnits(row.amount),
    currency: row.currency,
    category: 'PAYMENT',
    type: 'WITHDRAW',
    status: row.status,
    transactionDate: row.createdAt.toISOString(),
  };
}

/** Sum of the player's withdrawals in the rolling window that were not cancelled or rejected. */
export async function withdrawnInWindow(db: Database, playerId: number, now = new Date()): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.playerId, playerId), ne(withdrawals.status, 'CANCELLED'), gte(withdrawals.createdAt, new Date(now.getTime() - WITHDRAWAL_WINDOW_MS))),
    );
  return BigInt(row?.total ?? '0');
}

/** How many withdrawals the player cancelled in the rolling window. */
export async function playerCancellationsInWindow(db: Database, playerId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        eq(withdrawals.resolution, 'CANCELLED_BY_PLAYER'),
        gte(withdrawals.resolvedAt, new Date(now.getTime() - WITHDRAWAL_WINDOW_MS)),
      ),
    );
  return Number(row?.count ?? 0);
}
