import 'server-only';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerAccounts, ledgerOperations, ledgerPostings } from '@/server/db/schema';
import type { NetPositionQuery, NetPositionWinLoss } from '@/lib/wallet/schemas';
import { HISTORY_PURPOSES } from './list-transactions';
import { loadWalletPlayer } from './load-player';
import { toJsonMinorUnits } from './minor-units';

const DEFAULT_WINDOW_MS = 24 * 60 * 60 * 1000;
const GAMING_CATEGORIES = ['CASINO', 'LIVE_CASINO', 'SPORTS', 'VIRTUAL_SPORTS'] as const;

/** The player's net position and win/loss over a window (default: the last 24 hours, spec games-wallet-bonuses §9). */
export async function getNetPositionWinLoss(db: Database, playerId: number, query: NetPositionQuery): Promise<NetPositionWinLoss> {
  const player = await loadWalletPlayer(db, playerId);
  const to = query.to ? new Date(query.to) : new Date();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_WINDOW_MS);
  const [row] = await db
    .select({
      netPosition: sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerOperations.category} = 'PAYMENT'), 0)::text`,
      winLoss: sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${inArray(ledgerOperations.category, [...GAMING_CATEGORIES])}), 0)::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .innerJoin(ledgerOperations, eq(ledgerOperations.operationId, ledgerPostings.operationId))
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.currency, player.currency),
        inArray(ledgerAccounts.purpose, [...HISTORY_PURPOSES]),
        gte(ledgerPostings.createdAt, from),
        lt(ledgerPostings.createdAt, to),
      ),
    );
  return {
    currency: player.currency,
    from: from.toISOString(),
    to: to.toISOString(),
    netPosition: toJsonMinorUnits(BigInt(row?.netPosition ?? '0')),
    winLoss: toJsonMinorUnits(BigInt(row?.winLoss ?? '0')),
  };
}
