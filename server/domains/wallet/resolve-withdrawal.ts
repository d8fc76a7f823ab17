import 'server-only';
import type { Database } from '@/server/db/database';
import type { PendingWithdrawal } from '@/lib/wallet/schemas';
import { withLedgerRetry } from '@/server/domains/ledger/with-ledger-retry';
import { lockWithdrawal, settleWithdrawal } from './settle-withdrawal';
import { toPendingWithdrawal } from './withdrawal-rows';

/** Operator decision on a pending withdrawal (scripts/withdrawals.ts): approve pays out, reject refunds MAIN. */
export function resolveWithdrawal(
  db: Database,
  input: { pendingWithdrawalId: number; decision: 'APPROVED' | 'REJECTED'; operator: string },
): Promise<PendingWithdrawal> {
  return withLedgerRetry(() =>
    db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, input.pendingWithdrawalId);
      return toPendingWithdrawal(await settleWithdrawal(tx, row, input.decision, `operator:${input.operator}`));
    }),
  );
}
