import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { players } from '@/server/db/schema';
import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { postOperation } from '@/server/domains/ledger/post-operation';
import type { OperationResult } from '@/server/domains/ledger/types';
import { insertPlayer } from '../../support/players';

/** A player cleared for deposits and withdrawals (KYC fully verified). */
export async function insertVerifiedPlayer(db: Database, email: string): Promise<number> {
  const playerId = await insertPlayer(db, email);
  await db.update(players).set({ kycStatus: 'FULLY VERIFIED' }).where(eq(players.playerId, playerId));
  return playerId;
}

/** A casino bet: MAIN → the game account. */
export function placeBet(db: Database, playerId: number, amount: bigint, key: string): Promise<OperationResult> {
  return postOperation(db, {
    idempotencyKey: key,
    type: 'BET',
    category: 'CASINO',
    playerId,
    currency: 'EUR',
    legs: transfer(playerAccount(playerId, 'MAIN'), gameAccount(), amount),
  });
}

export interface LedgerInvariants {
  postingsTotal: bigint;
  negativePlayerAccounts: number;
  /** Player accounts whose balance differs from the sum of their postings or from their last balance_after. */
  driftingAccounts: number;
  /** Operations whose legs do not sum to zero. */
  unbalancedOperations: number;
}

/** The ledger's invariants, read straight from the tables. */
export async function readInvariants(db: Database): Promise<LedgerInvariants> {
  const [row] = await executeRows<Record<string, string>>(
    db,
    sql`select
      (select coalesce(sum(amount), 0)::text from ledger_postings) as postings_total,
      (select count(*)::text from ledger_accounts where owner_type = 'PLAYER' and balance < 0) as negative,
      (select count(*)::text from ledger_accounts a where owner_type = 'PLAYER' and (
          a.balance <> (select coalesce(sum(p.amount), 0) from ledger_postings p where p.account_id = a.account_id)
          or a.balance <> coalesce((select p.balance_after from ledger_postings p where p.account_id = a.account_id
                                    order by p.posting_id desc limit 1), 0))) as drifting,
      (select count(*)::text from (select operation_id from ledger_postings group by operation_id having sum(amount) <> 0) u) as unbalanced`,
  );
  return {
    postingsTotal: BigInt(row.postings_total),
    negativePlayerAccounts: Number(row.negative),
    driftingAccounts: Number(row.drifting),
    unbalancedOperations: Number(row.unbalanced),
  };
}

export const HEALTHY: LedgerInvariants = { postingsTotal: 0n, negativePlayerAccounts: 0, driftingAccounts: 0, unbalancedOperations: 0 };

/** A player account's balance (0 when not opened). */
export async function balanceOf(db: Database, playerId: number, purpose: 'MAIN' | 'LOCKED'): Promise<bigint> {
  const ref = playerAccount(playerId, purpose);
  const rows = await executeRows<{ balance: string }>(
    db,
    sql`select balance::text as balance from ledger_accounts where owner_type = ${ref.ownerType} and owner_id = ${ref.ownerId} and purpose = ${ref.purpose}`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}
