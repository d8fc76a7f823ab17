import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { deposits, ledgerAccounts, ledgerOperations, ledgerPostings } from '@/server/db/schema';
import { LIMIT_PERIODS, type LimitPeriod, type LimitType } from '@/lib/limits/enums';
import { limitWindow, usageStart } from '@/lib/limits/periods';
import { effectiveLimits, type LimitStates } from '@/lib/limits/policy';
import type { LimitUsage } from '@/lib/limits/headroom';

/** Bets, wins, voids and their reversals: every gaming vertical counts towards a spend (loss) limit. */
const GAMING_CATEGORIES = ['CASINO', 'LIVE_CASINO', 'SPORTS', 'VIRTUAL_SPORTS'] as const;
/** Deposit requests the provider has not answered yet: counted at request time so parallel cashiers cannot overrun. */
const OPEN_DEPOSIT_STATUSES = ['WAITING_INPUT', 'PENDING'] as const;

type Starts = Partial<Record<LimitPeriod, Date>>;

function earliest(starts: Starts): Date {
  return new Date(Math.min(...Object.values(starts).map((start) => start.getTime())));
}

/** Cash-account postings of the player since each period's start, per period, with `sign` applied. */
async function sumPostings(db: Database, playerId: number, starts: Starts, kind: LimitType): Promise<Partial<Record<LimitPeriod, bigint>>> {
  const sign = kind === 'deposit' ? sql.raw('') : sql.raw('-');
  const columns = Object.fromEntries(
    Object.entries(starts).map(([period, start]) => [
      period,
      sql<string>`coalesce(sum(${sign}${ledgerPostings.amount}) filter (where ${gte(ledgerOperations.createdAt, start)}), 0)::text`,
    ]),
  );
  const operationFilter = kind === 'deposit' ? eq(ledgerOperations.type, 'DEPOSIT') : inArray(ledgerOperations.category, [...GAMING_CATEGORIES]);
  const [row] = await db
    .select(columns)
    .from(ledgerOperations)
    .innerJoin(ledgerPostings, eq(ledgerPostings.operationId, ledgerOperations.operationId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerOperations.playerId, playerId),
        gte(ledgerOperations.createdAt, earliest(starts)),
        operationFilter,
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.purpose, 'MAIN'),
      ),
    );
  return Object.fromEntries(Object.keys(starts).map((period) => [period, BigInt((row as Record<string, string> | undefined)?.[period] ?? '0')]));
}

/** Deposits opened at the cashier and not yet answered by the provider, per period. */
async function sumOpenDeposits(db: Database, playerId: number, starts: Starts): Promise<Partial<Record<LimitPeriod, bigint>>> {
  const columns = Object.fromEntries(
    Object.entries(starts).map(([period, start]) => [
      period,
      sql<string>`coalesce(sum(${deposits.amount}) filter (where ${gte(deposits.createdAt, start)}), 0)::text`,
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(deposits)
    .where(and(eq(deposits.playerId, playerId), inArray(deposits.status, [...OPEN_DEPOSIT_STATUSES]), gte(deposits.createdAt, earliest(starts))));
  return Object.fromEntries(Object.keys(starts).map((period) => [period, BigInt((row as Record<string, string> | undefined)?.[period] ?? '0')]));
}

/**
 * The active limits of one type with what the player used of each in its current period: deposits credited,
 * or net loss of cash (bets − wins − voids). `includeOpenDeposits` adds deposits still at the cashier.
 */
export async function activeLimitUsages(
  db: Database,
  playerId: number,
  limitType: LimitType,
  states: LimitStates,
  now: Date,
  options: { includeOpenDeposits?: boolean } = {},
): Promise<LimitUsage[]> {
  const effective = effectiveLimits(states, now);
  const active = LIMIT_PERIODS.flatMap((period) => {
    const { value, startedAt } = effective[period];
    return value === null || startedAt === null ? [] : [{ period, value, startedAt, window: limitWindow(period, startedAt, now) }];
  });
  if (active.length === 0) return [];
  const starts: Starts = Object.fromEntries(active.map((limit) => [limit.period, usageStart(limit.period, limit.startedAt, now)]));
  const used = await sumPostings(db, playerId, starts, limitType);
  const open = limitType === 'deposit' && options.includeOpenDeposits ? await sumOpenDeposits(db, playerId, starts) : {};
  return active.map(({ startedAt: _startedAt, ...limit }) => ({ ...limit, used: (used[limit.period] ?? 0n) + (open[limit.period] ?? 0n) }));
}
