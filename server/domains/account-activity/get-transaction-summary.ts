import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { depositCountGroup } from '@/lib/content/rules/audience';
import type { TransactionSummary } from '@/lib/account-activity/schemas';
import type { Database } from '@/server/db/database';
import { ledgerAccounts, ledgerOperations, ledgerPostings, withdrawals } from '@/server/db/schema';
import { lifetimeDeposits } from '@/server/domains/ledger';
import { loadWalletPlayer, toJsonMinorUnits } from '@/server/domains/wallet';

const CREDITED = ['SUCCESS', 'COMPLETED'] as const;

/**
 * GET /player/transaction-summary: the player's credited deposits (DEPOSIT operations on their cash account that
 * no correction reversed; the amount is the one lifetime-deposits reader's) and paid-out withdrawals, from the ledger.
 */
export async function getTransactionSummary(db: Database, playerId: number): Promise<TransactionSummary> {
  const { currency } = await loadWalletPlayer(db, playerId);
  const [deposit] = await db
    .select({
      count: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${ledgerOperations.createdAt})`,
      last: sql<string | null>`max(${ledgerOperations.createdAt})`,
    })
    .from(ledgerOperations)
    .innerJoin(ledgerPostings, eq(ledgerPostings.operationId, ledgerOperations.operationId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerOperations.playerId, playerId),
        eq(ledgerOperations.type, 'DEPOSIT'),
        inArray(ledgerOperations.status, [...CREDITED]),
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.purpose, 'MAIN'),
        eq(ledgerAccounts.currency, currency),
        sql`not exists (select 1 from ledger_operations as reversal where reversal.reverses_operation_id = ${ledgerOperations.operationId})`,
      ),
    );
  const [paid] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.playerId, playerId), eq(withdrawals.status, 'COMPLETED'), eq(withdrawals.resolution, 'APPROVED'), eq(withdrawals.currency, currency)),
    );
  const totalDepositsCount = Number(deposit?.count ?? 0);
  return {
    currency,
    totalDepositsCount,
    totalDepositsAmount: toJsonMinorUnits(await lifetimeDeposits(db, playerId)),
    totalWithdrawalsCount: Number(paid?.count ?? 0),
    totalWithdrawalsAmount: toJsonMinorUnits(BigInt(paid?.amount ?? '0')),
    firstDepositDate: deposit?.first ? new Date(deposit.first).toISOString() : null,
    lastDepositDate: deposit?.last ? new Date(deposit.last).toISOString() : null,
    depositCountGroup: depositCountGroup(totalDepositsCount),
  };
}
