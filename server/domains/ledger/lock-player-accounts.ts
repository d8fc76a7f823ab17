import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerAccounts } from '@/server/db/schema';

/**
 * Locks every account of a player in one currency, in id order (the order ledger_post uses), and returns their
 * balances. Checks that span several statements (a limit, then a reservation) run under this lock, so two
 * requests of one player are serialized without lock-order deadlocks.
 */
export async function lockPlayerAccounts(tx: Database, playerId: number, currency: string): Promise<Map<string, bigint>> {
  const rows = await tx
    .select({ purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'PLAYER'), eq(ledgerAccounts.ownerId, playerId), eq(ledgerAccounts.currency, currency)))
    .orderBy(asc(ledgerAccounts.accountId))
    .for('no key update');
  return new Map(rows.map((row) => [row.purpose, row.balance]));
}
