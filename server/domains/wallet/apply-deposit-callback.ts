import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { deposits } from '@/server/db/schema';
import type { DepositStatus } from '@/lib/wallet/deposit-statuses';
import type { DepositCallback } from '@/server/adapters/payments/payment-provider';
import { executeOperation, PAYMENT_CLEARING, playerAccount, transfer, withLedgerRetry } from '@/server/domains/ledger';
import { ApiError } from '@/server/http/errors';
import { creditDepositBonus } from '@/server/domains/bonus';

/**
 * The deposit bonus the player chose at the cashier, in a savepoint: a bonus the player can no longer have (a bonus
 * already running, the campaign ended, below the minimum) is skipped and the deposit is credited all the same; the
 * refusal's code is recorded on the deposit (`bonus_refusal`).
 */
async function creditSelectedBonus(tx: Database, row: { depositId: number; playerId: number; selectedBonusId: number | null; amount: bigint }): Promise<void> {
  try {
    await tx.transaction((savepoint) =>
      creditDepositBonus(savepoint, { depositId: row.depositId, playerId: row.playerId, campaignId: row.selectedBonusId!, amount: row.amount }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`[bonus] deposit ${row.depositId}: the selected bonus was not credited (${error.code})`);
    // Kept for the deposit result page, which tells the player the bonus was not granted and why.
    await tx.update(deposits).set({ bonusRefusal: error.code }).where(eq(deposits.depositId, row.depositId));
  }
}

/**
 * Applies a verified provider callback. APPROVED credits MAIN once (ledger key = provider + reference, and the
 * deposit row is locked), DECLINED fails a deposit that was not credited, PENDING waits. A repeated or late
 * callback never moves money twice or un-credits a deposit; an amount or currency that differs from the
 * deposit is refused.
 */
export function applyDepositCallback(db: Database, provider: string, callback: DepositCallback): Promise<{ depositId: number; status: DepositStatus }> {
  return withLedgerRetry(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(deposits)
        .where(and(eq(deposits.provider, provider), eq(deposits.providerReference, callback.providerReference)))
        .for('update');
      if (!row) throw new ApiError('error.not_found');
      if (row.amount !== callback.amount || row.currency !== callback.currency) throw new ApiError('error.ledger.invalid_operation');
      if (row.status === 'SUCCESS' || callback.outcome === 'PENDING' || (row.status === 'FAILED' && callback.outcome === 'DECLINED')) {
        const status = row.status === 'SUCCESS' || row.status === 'FAILED' ? row.status : 'PENDING';
        if (status !== row.status)
          await tx
            .update(deposits)
            .set({ status, updatedAt: sql`now()` })
            .where(eq(deposits.depositId, row.depositId));
        return { depositId: row.depositId, status };
      }
      if (callback.outcome === 'DECLINED') {
        await tx
          .update(deposits)
          .set({ status: 'FAILED', updatedAt: sql`now()` })
          .where(eq(deposits.depositId, row.depositId));
        return { depositId: row.depositId, status: 'FAILED' as const };
      }
      // An approval after a decline is still money received: credit it (the provider is the source of truth).
      const operation = await executeOperation(tx, {
        idempotencyKey: `deposit:${provider}:${callback.providerReference}`,
        type: 'DEPOSIT',
        category: 'PAYMENT',
        playerId: row.playerId,
        currency: row.currency,
        legs: transfer(PAYMENT_CLEARING, playerAccount(row.playerId, 'MAIN'), row.amount),
      });
      await tx
        .update(deposits)
        .set({ status: 'SUCCESS', operationId: operation.operationId, updatedAt: sql`now()` })
        .where(eq(deposits.depositId, row.depositId));
      if (row.selectedBonusId !== null) await creditSelectedBonus(tx, row);
      return { depositId: row.depositId, status: 'SUCCESS' as const };
    }),
  );
}
