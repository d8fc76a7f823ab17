import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerAccounts, ledgerOperations, ledgerPostings } from '@/server/db/schema';

/**
 * What the player has deposited over the life of the account, in minor units, from the ledger: credits of
 * deposits to their cash account, less deposits reversed (a charge-back). Bonuses, wins and withdrawals do not count.
 */
export async function lifetimeDeposits(db: Database, playerId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerOperations)
    .innerJoin(ledgerPostings, eq(ledgerPostings.operationId, ledgerOperations.operationId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerOperations.playerId, playerId),
        inArray(ledgerOperations.type, ['DEPOSIT', 'REVERSAL_DP']),
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.purpose, 'MAIN'),
      ),
    );
  return BigInt(row?.total ?? '0');
}
