import 'server-only';
import type { Database } from '@/server/db/database';
import { type OperationResult, PAYMENT_CLEARING, playerAccount, postOperation, transfer } from '@/server/domains/ledger';
import { loadWalletPlayer } from './load-player';

/**
 * Credits a confirmed deposit to the player's MAIN account from payment clearing. The key is the payment
 * provider's transaction reference, so a repeated callback credits once.
 */
export async function creditDeposit(db: Database, input: { playerId: number; amount: bigint; providerReference: string }): Promise<OperationResult> {
  const player = await loadWalletPlayer(db, input.playerId);
  return postOperation(db, {
    idempotencyKey: `deposit:${input.providerReference}`,
    type: 'DEPOSIT',
    category: 'PAYMENT',
    playerId: input.playerId,
    currency: player.currency,
    legs: transfer(PAYMENT_CLEARING, playerAccount(input.playerId, 'MAIN'), input.amount),
  });
}
