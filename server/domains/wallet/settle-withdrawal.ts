import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerOperations, withdrawals, type WithdrawalRow } from '@/server/db/schema';
import type { WithdrawalResolution } from '@/lib/wallet/enums';
import { executeOperation, PAYMENT_CLEARING, playerAccount, transfer } from '@/server/domains/ledger';
import { ApiError } from '@/server/http/errors';

/** The pending withdrawal, row-locked; 404 when it does not exist or belongs to another player. */
export async function lockWithdrawal(tx: Database, pendingWithdrawalId: number, playerId?: number): Promise<WithdrawalRow> {
  const owner = playerId === undefined ? undefined : eq(withdrawals.playerId, playerId);
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.pendingWithdrawalId, pendingWithdrawalId), owner))
    .for('update');
  if (!row) throw new ApiError('error.withdrawal.not_found');
  return row;
}

/**
 * Ends a pending withdrawal inside the caller's transaction: APPROVED moves LOCKED → payment clearing (paid
 * out), REJECTED and CANCELLED_BY_PLAYER move LOCKED → MAIN. One settlement per withdrawal: the ledger key is
 * derived from its id.
 */
export async function settleWithdrawal(tx: Database, row: WithdrawalRow, resolution: WithdrawalResolution, resolvedBy: string): Promise<WithdrawalRow> {
  if (row.status !== 'PENDING') throw new ApiError('error.withdrawal.not_pending');
  const locked = playerAccount(row.playerId, 'LOCKED');
  const approved = resolution === 'APPROVED';
  const operation = await executeOperation(tx, {
    idempotencyKey: `withdrawal-settle:${row.pendingWithdrawalId}`,
    type: approved ? 'WITHDRAW' : resolution === 'REJECTED' ? 'REVERSAL' : 'CANCELED',
    category: 'PAYMENT',
    playerId: row.playerId,
    currency: row.currency,
    legs: transfer(locked, approved ? PAYMENT_CLEARING : playerAccount(row.playerId, 'MAIN'), row.amount),
  });
  const status = approved ? 'COMPLETED' : 'CANCELLED';
  await tx.update(ledgerOperations).set({ status }).where(eq(ledgerOperations.operationId, row.reserveOperationId));
  const [updated] = await tx
    .update(withdrawals)
    .set({ status, resolution, resolvedBy, settleOperationId: operation.operationId, resolvedAt: sql`now()` })
    .where(eq(withdrawals.pendingWithdrawalId, row.pendingWithdrawalId))
    .returning();
  return updated;
}
