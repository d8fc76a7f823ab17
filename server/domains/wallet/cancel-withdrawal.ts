import 'server-only';
import type { Database } from '@/server/db/database';
import type { PendingWithdrawal, WithdrawalCancellationBody } from '@/lib/wallet/schemas';
import { lockPlayerAccounts, withLedgerRetry } from '@/server/domains/ledger';
import { ApiError, ValidationError } from '@/server/http/errors';
import { loadWalletPlayer } from './load-player';
import { lockWithdrawal, settleWithdrawal } from './settle-withdrawal';
import { playerCancellationsInWindow, toPendingWithdrawal } from './withdrawal-rows';

/** Reverse withdrawals invite chasing losses: at most this many player cancellations per rolling 24 hours. */
export const MAX_PLAYER_CANCELLATIONS_PER_DAY = 3;

/**
 * The player cancels their own pending withdrawal in full; the reserved funds return to MAIN. Cancelling one
 * already cancelled by the player answers the same result (a retried request); other states are 409.
 */
export function cancelWithdrawal(db: Database, playerId: number, body: WithdrawalCancellationBody): Promise<PendingWithdrawal> {
  return withLedgerRetry(() =>
    db.transaction(async (tx) => {
      // Accounts before the withdrawal row (the order every settlement uses): the cancellation count is per player.
      const player = await loadWalletPlayer(tx, playerId);
      await lockPlayerAccounts(tx, playerId, player.currency);
      const row = await lockWithdrawal(tx, body.pendingWithdrawalId, playerId);
      if (BigInt(body.amount) !== row.amount) {
        throw new ValidationError([
          {
            objectName: 'withdrawalCancellation',
            field: 'amount',
            rejectedValue: body.amount,
            status: 400,
            message: 'A pending withdrawal is cancelled in full: amount must equal the pending amount',
            code: 'invalid_value',
          },
        ]);
      }
      if (row.resolution === 'CANCELLED_BY_PLAYER') return toPendingWithdrawal(row);
      if (row.status !== 'PENDING') throw new ApiError('error.withdrawal.not_pending');
      if ((await playerCancellationsInWindow(tx, playerId)) >= MAX_PLAYER_CANCELLATIONS_PER_DAY) {
        throw new ApiError('error.withdrawal.cancel.limit_reached');
      }
      return toPendingWithdrawal(await settleWithdrawal(tx, row, 'CANCELLED_BY_PLAYER', `player:${playerId}`));
    }),
  );
}
