import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerAccounts } from '@/server/db/schema';
import { lockPlayerAccounts } from '@/server/domains/ledger';

/**
 * The wallet lock every bonus step takes first, as the seamless functions do: the player's MAIN account row
 * (opened if missing, so it always has the lowest id of the player's accounts), then every other account in id
 * order. Claims, grants, conversions, forfeits and bets of one player therefore run one after another.
 */
export async function lockWallet(tx: Database, playerId: number, currency: string): Promise<Map<string, bigint>> {
  await tx.insert(ledgerAccounts).values({ ownerType: 'PLAYER', ownerId: playerId, currency, purpose: 'MAIN' }).onConflictDoNothing();
  await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.purpose, 'MAIN'),
      ),
    )
    .for('no key update');
  return lockPlayerAccounts(tx, playerId, currency);
}
