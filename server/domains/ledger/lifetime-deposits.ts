import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/database';
import { ledgerAccounts, ledgerOperations, ledgerPostings } from '@/server/db/schema';

const reversed = alias(ledgerOperations, 'reversed');

/**
 * What the player has deposited over the life of the account, in minor units: the one reader of it (the KYC deposit
 * threshold, EDD, the transaction summary; docs/decisions.md "Lifetime deposits: one reader, the ledger").
 *
 * The ledger's postings on the player's own MAIN account from settled cash deposits (type DEPOSIT, category
 * PAYMENT, status SUCCESS or COMPLETED), net of their corrections: a REVERSAL of such a deposit and a deposit
 * reversal (REVERSAL_DP, a charge-back) post negative legs on MAIN and so take it back. A deposit the provider has
 * not settled (waiting, pending, failed) posted nothing and counts nothing; bonus grants (category BONUS, to a bonus
 * account), wins and withdrawals are not deposits.
 */
export async function lifetimeDeposits(db: Database, playerId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerOperations)
    .innerJoin(ledgerPostings, eq(ledgerPostings.operationId, ledgerOperations.operationId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .leftJoin(reversed, eq(reversed.operationId, ledgerOperations.reversesOperationId))
    .where(
      and(
        eq(ledgerOperations.playerId, playerId),
        eq(ledgerOperations.category, 'PAYMENT'),
        inArray(ledgerOperations.status, ['SUCCESS', 'COMPLETED']),
        or(
          eq(ledgerOperations.type, 'DEPOSIT'),
          eq(ledgerOperations.type, 'REVERSAL_DP'),
          and(eq(ledgerOperations.type, 'REVERSAL'), eq(reversed.type, 'DEPOSIT'), eq(reversed.category, 'PAYMENT')),
        ),
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.purpose, 'MAIN'),
      ),
    );
  return BigInt(row?.total ?? '0');
}
