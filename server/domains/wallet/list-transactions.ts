import 'server-only';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerAccounts, ledgerOperations, ledgerPostings } from '@/server/db/schema';
import type { GetTransactionsQuery, TransactionPage } from '@/lib/wallet/schemas';
import { referenceIdOf } from '@/server/domains/ledger';
import { toJsonMinorUnits } from './minor-units';
import { gameNamesOfOperations } from './transaction-game-names';

/** Accounts shown in history: cash and bonus funds. LOCKED moves mirror a MAIN posting and are left out. */
export const HISTORY_PURPOSES = ['MAIN', 'SPORTS', 'CASINO', 'LIVE_CASINO'] as const;

/**
 * The player's postings, newest first, one page at `position` (spec games-wallet-bonuses §3 "Transaction", §9 page size). Bets, wins
 * and their voids carry `gameName` besides the spec's fields: the game they were played on.
 */
export async function listTransactions(db: Database, playerId: number, query: GetTransactionsQuery): Promise<TransactionPage> {
  const conditions: SQL[] = [
    eq(ledgerAccounts.ownerType, 'PLAYER'),
    eq(ledgerAccounts.ownerId, playerId),
    inArray(ledgerAccounts.purpose, [...HISTORY_PURPOSES]),
  ];
  if (query.category) conditions.push(eq(ledgerOperations.category, query.category));
  if (query.status) conditions.push(eq(ledgerOperations.status, query.status));
  if (query.from) conditions.push(gte(ledgerPostings.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lt(ledgerPostings.createdAt, new Date(query.to)));
  const rows = await db
    .select({
      operationId: ledgerOperations.operationId,
      accountId: ledgerAccounts.accountId,
      purpose: ledgerAccounts.purpose,
      currency: ledgerAccounts.currency,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
      category: ledgerOperations.category,
      status: ledgerOperations.status,
      type: ledgerOperations.type,
      idempotencyKey: ledgerOperations.idempotencyKey,
      createdAt: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .innerJoin(ledgerOperations, eq(ledgerOperations.operationId, ledgerPostings.operationId))
    .where(and(...conditions))
    .orderBy(desc(ledgerPostings.postingId))
    .limit(query.limit)
    .offset(query.position);
  const gameNames = await gameNamesOfOperations(db, playerId, rows);
  const transactions = rows.map((row) => ({
    referenceId: referenceIdOf(row.operationId),
    playerId,
    walletId: row.accountId,
    walletType: row.purpose === 'MAIN' ? ('MAIN' as const) : ('BONUS' as const),
    amount: toJsonMinorUnits(row.amount),
    balanceAfterTransaction: toJsonMinorUnits(row.balanceAfter ?? 0n),
    currency: row.currency,
    category: row.category,
    status: row.status,
    type: row.type,
    transactionDate: row.createdAt.toISOString(),
    ...(gameNames.has(row.operationId) ? { gameName: gameNames.get(row.operationId) } : {}),
  }));
  return { transactions, position: query.position + transactions.length, hasMore: transactions.length === query.limit };
}
