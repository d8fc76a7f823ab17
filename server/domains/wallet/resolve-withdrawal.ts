import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { withdrawals } from '@/server/db/schema';
import type { PendingWithdrawal } from '@/lib/wallet/schemas';
import { lockPlayerAccounts, withLedgerRetry } from '@/server/domains/ledger';
import { ApiError } from '@/server/http/errors';
import { lockWithdrawal, settleWithdrawal } from './settle-withdrawal';
import { toPendingWithdrawal } from './withdrawal-rows';

/** Operator decision on a pending withdrawal (scripts/withdrawals.ts): approve pays out, reject refunds MAIN. */
export function resolveWithdrawal(
  db: Database,
  input: { pendingWithdrawalId: number; decision: 'APPROVED' | 'REJECTED'; operator: string },
): Promise<PendingWithdrawal> {
  return withLedgerRetry(() =>
    db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ playerId: withdrawals.playerId, currency: withdrawals.currency })
        .from(withdrawals)
        .where(eq(withdrawals.pendingWithdrawalId, input.pendingWithdrawalId));
      if (!owner) throw new ApiError('error.withdrawal.not_found');
      // Same lock order as the player's requests and cancellations: accounts, then the withdrawal row.
      await lockPlayerAccounts(tx, owner.playerId, owner.currency);
      const row = await lockWithdrawal(tx, input.pendingWithdrawalId);
      return toPendingWithdrawal(await settleWithdrawal(tx, row, input.decision, `operator:${input.operator}`));
    }),
  );
}
