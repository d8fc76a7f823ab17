import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerOperations, withdrawals } from '@/server/db/schema';
import type { WithdrawalRequestAnswer } from '@/lib/wallet/schemas';
import { executeOperation, lockPlayerAccounts, playerAccount, transfer, withLedgerRetry } from '@/server/domains/ledger';
import { forfeitForWithdrawal, lockWallet, settleEndedBonuses } from '@/server/domains/bonus';
import { loadWalletPlayer } from './load-player';
import { loadKycFacts, requestDocumentsForMoney } from '@/server/domains/documents';
import { toJsonMinorUnits } from './minor-units';
import { walletFlowStatusOf, type WalletOperationResult } from '@/lib/wallet/wallet-results';
import { withdrawalEligibility } from './withdrawal-eligibility';
import { toPendingWithdrawal, withdrawnInWindow } from './withdrawal-rows';

export interface RequestWithdrawalInput {
  amount: bigint;
  /** The caller's Idempotency-Key, scoped to the player; a fresh one is made when absent. */
  idempotencyKey: string;
  /** The player accepts that the withdrawal forfeits their running bonuses (the forfeit-on-withdrawal modal). */
  forfeitActiveBonuses?: boolean;
}

/**
 * Reserves a withdrawal: MAIN → LOCKED as a PENDING operation plus a withdrawals row, in one transaction. The
 * player's accounts are locked first so the limit and balance checks cannot race a concurrent request.
 * A refused request (result ≠ SUCCESS) moves no money; refused for documents, it records which are requested.
 * Forfeit on withdrawal (docs/decisions.md): a request that would succeed while a bonus runs is a 409
 * `error.withdrawal.bonus.active` unless `forfeitActiveBonuses`; with it, the bonuses are forfeited in this same
 * transaction before the reservation. Bonuses already ended in substance (wagering met, expired) are settled first.
 */
export function requestWithdrawal(db: Database, playerId: number, input: RequestWithdrawalInput): Promise<WithdrawalRequestAnswer> {
  const key = `withdrawal:${playerId}:${input.idempotencyKey}`;
  return withLedgerRetry(() =>
    db.transaction(async (tx) => {
      const player = await loadWalletPlayer(tx, playerId);
      const reserve = {
        idempotencyKey: key,
        type: 'WITHDRAW' as const,
        category: 'PAYMENT' as const,
        status: 'PENDING' as const,
        playerId,
        currency: player.currency,
        legs: transfer(playerAccount(playerId, 'MAIN'), playerAccount(playerId, 'LOCKED'), input.amount),
      };
      // The wallet lock of the seamless functions and the bonus engine: bets, claims and forfeits wait for this.
      let balances = await lockWallet(tx, playerId, player.currency);
      const [applied] = await tx.select({ id: ledgerOperations.operationId }).from(ledgerOperations).where(eq(ledgerOperations.idempotencyKey, key));
      if (!applied && (await settleEndedBonuses(tx, playerId))) balances = await lockPlayerAccounts(tx, playerId, player.currency);
      const kyc = await loadKycFacts(tx, playerId, player.kycStatus);
      const eligibility = withdrawalEligibility({
        ...player,
        kyc,
        amount: input.amount,
        mainBalance: balances.get('MAIN') ?? 0n,
        withdrawnInWindow: await withdrawnInWindow(tx, playerId),
      });
      // `limit` is what remains after this request: a replay (already counted in the window) reads the same.
      const answer = (result: WalletOperationResult, row?: typeof withdrawals.$inferSelect, limit = eligibility.limit): WithdrawalRequestAnswer => ({
        result,
        status: walletFlowStatusOf(result),
        limit: toJsonMinorUnits(limit),
        originalLimit: toJsonMinorUnits(eligibility.originalLimit),
        duration: 'DAILY',
        ...(row ? { pendingWithdrawal: toPendingWithdrawal(row) } : {}),
      });
      // A retry of an applied request answers what was stored, even if the checks would now refuse it.
      if (!applied && eligibility.result !== 'SUCCESS') {
        // Documents required: the ones the rules need are recorded as requested (the modal and reminder show them).
        if (eligibility.result === 'DOCUMENTS_REQUIRED') await requestDocumentsForMoney(tx, playerId, kyc);
        return answer(eligibility.result);
      }
      if (!applied) await forfeitForWithdrawal(tx, { playerId, consent: input.forfeitActiveBonuses === true });
      const operation = await executeOperation(tx, reserve);
      if (operation.replayed) {
        const [existing] = await tx.select().from(withdrawals).where(eq(withdrawals.reserveOperationId, operation.operationId));
        return answer('SUCCESS', existing);
      }
      const [row] = await tx
        .insert(withdrawals)
        .values({ playerId, currency: player.currency, amount: input.amount, reserveOperationId: operation.operationId, createdAt: sql`now()` })
        .returning();
      return answer('SUCCESS', row, eligibility.limit - input.amount);
    }),
  );
}
