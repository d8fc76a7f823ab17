import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players, withdrawals } from '@/server/db/schema';
import { executeOperation, lockPlayerAccounts, playerAccount, transfer, withLedgerRetry } from '@/server/domains/ledger';

/**
 * A self-excluded player's cash is returned without them signing in (docs/decisions.md "Time-out and
 * self-exclusion"): the whole MAIN balance is reserved as one pending withdrawal (MAIN → LOCKED, the same ledger
 * operation as a player's own request) for the operator queue, which pays it to the player's verified method.
 * Bounded by nothing but the balance: the player's own daily withdrawal limit does not hold back returning their
 * money. Under the accounts lock, so a second exclusion (or a replay) finds MAIN empty and reserves nothing.
 * Returns the amount reserved (0n when there was nothing).
 */
export function payOutBalance(db: Database, playerId: number, now: Date): Promise<bigint> {
  return withLedgerRetry(() =>
    db.transaction(async (tx) => {
      const [player] = await tx.select({ currency: players.currencyCode }).from(players).where(eq(players.playerId, playerId));
      if (!player) return 0n;
      const balances = await lockPlayerAccounts(tx, playerId, player.currency);
      const amount = balances.get('MAIN') ?? 0n;
      if (amount <= 0n) return 0n;
      const operation = await executeOperation(tx, {
        idempotencyKey: `self-exclusion-payout:${playerId}:${now.getTime()}`,
        type: 'WITHDRAW',
        category: 'PAYMENT',
        status: 'PENDING',
        playerId,
        currency: player.currency,
        legs: transfer(playerAccount(playerId, 'MAIN'), playerAccount(playerId, 'LOCKED'), amount),
      });
      if (operation.replayed) return 0n;
      await tx.insert(withdrawals).values({ playerId, currency: player.currency, amount, reserveOperationId: operation.operationId, createdAt: sql`now()` });
      return amount;
    }),
  );
}
