import 'server-only';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activityTotals, elapsedMinutes } from '@/lib/reality-check/policy';
import type { ActivitySummary } from '@/lib/reality-check/schemas';
import type { Database } from '@/server/db/database';
import { ledgerAccounts, ledgerOperations, ledgerPostings } from '@/server/db/schema';
import { loadWalletPlayer, toJsonMinorUnits } from '@/server/domains/wallet';
import type { SessionPlayer } from '@/server/identity/session-player';
import { loadActivityTimer } from './load-activity-timer';

/** The player's own money: cash and bonus funds (a reserved withdrawal is not play). */
const PLAYING_PURPOSES = ['MAIN', 'CASINO', 'LIVE_CASINO', 'SPORTS'] as const;
const BETS = ['BET'] as const;
const BET_VOIDS = ['BET_VOID'] as const;
/** A sportsbook cash-out returns money on a bet like a win. */
const WINS = ['WIN', 'CASHOUT'] as const;
const WIN_VOIDS = ['WIN_VOID', 'CASHOUT_VOID'] as const;

/** A correction (REVERSAL) counts as the kind of operation it reverses, with its opposite amounts. */
const reversed = alias(ledgerOperations, 'reversed');
const kind = sql<string>`case when ${ledgerOperations.type} = 'REVERSAL' then ${reversed.type} else ${ledgerOperations.type} end`;
const kindIn = (types: readonly string[]) =>
  sql`${kind} in (${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;
const sumOf = (types: readonly string[]) => sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${kindIn(types)}), 0)::text`;

/**
 * GET /player/activity-timer/summary (identity-and-account §3 {settings, turnover, winnings, delta}): the ledger's
 * postings on the player's own accounts for bets, wins, their voids and corrections since the timer started.
 */
export async function getActivitySummary(db: Database, player: SessionPlayer, now = new Date()): Promise<ActivitySummary> {
  const [wallet, timer] = await Promise.all([loadWalletPlayer(db, player.playerId), loadActivityTimer(db, player, now)]);
  const [row] = await db
    .select({ bets: sumOf(BETS), betVoids: sumOf(BET_VOIDS), wins: sumOf(WINS), winVoids: sumOf(WIN_VOIDS) })
    .from(ledgerOperations)
    .innerJoin(ledgerPostings, eq(ledgerPostings.operationId, ledgerOperations.operationId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .leftJoin(reversed, eq(reversed.operationId, ledgerOperations.reversesOperationId))
    .where(
      and(
        eq(ledgerOperations.playerId, player.playerId),
        gte(ledgerOperations.createdAt, timer.startedAt),
        lte(ledgerOperations.createdAt, now),
        kindIn([...BETS, ...BET_VOIDS, ...WINS, ...WIN_VOIDS]),
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, player.playerId),
        eq(ledgerAccounts.currency, wallet.currency),
        inArray(ledgerAccounts.purpose, [...PLAYING_PURPOSES]),
      ),
    );
  const totals = activityTotals({
    bets: BigInt(row?.bets ?? '0'),
    betVoids: BigInt(row?.betVoids ?? '0'),
    wins: BigInt(row?.wins ?? '0'),
    winVoids: BigInt(row?.winVoids ?? '0'),
  });
  return {
    settings: timer.settings,
    currency: wallet.currency,
    turnover: toJsonMinorUnits(totals.turnover),
    winnings: toJsonMinorUnits(totals.winnings),
    delta: toJsonMinorUnits(totals.delta),
    startedAt: timer.startedAt.toISOString(),
    endedAt: now.toISOString(),
    elapsedMinutes: elapsedMinutes(timer.startedAt, now),
  };
}
