import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { jackpots } from '@/server/db/schema';
import type { JackpotAmount } from '@/lib/jackpots/schemas';
import { JACKPOT_CURRENCY } from '@/lib/jackpots/policy';
import { ensureJackpots } from './ensure-jackpots';

/** Jackpots are pooled and paid in euros; amounts are shown in EUR in every market (docs/decisions.md). */
export { JACKPOT_CURRENCY };

const columns = { gameId: jackpots.gameId, currency: jackpots.currency, amount: jackpots.amount, updatedAt: jackpots.updatedAt };
type Row = { gameId: string; currency: string; amount: bigint; updatedAt: Date };

function toJackpotAmount(row: Row): JackpotAmount {
  // Minor units beyond 2^53 would lose precision in JSON; a pot of 90 trillion euros is not a real case.
  if (row.amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`jackpot ${row.gameId} exceeds the safe integer range`);
  return { gameId: row.gameId, currency: row.currency, amount: Number(row.amount), updatedAt: row.updatedAt.toISOString() };
}

function select(db: Database, gameIds: readonly string[]): Promise<Row[]> {
  return db
    .select(columns)
    .from(jackpots)
    .where(and(eq(jackpots.currency, JACKPOT_CURRENCY), inArray(jackpots.gameId, [...gameIds])));
}

/**
 * The current jackpot of each jackpot game among `gameIds`, in the order asked: the pot as real-money play left
 * it (bets add their contribution, a win resets it to its seed). A jackpot game without a pot yet gets one from
 * the content's jackpotSeed (ensureJackpots); ids that are not jackpot games are left out.
 */
export async function getJackpotAmounts(db: Database, gameIds: readonly string[]): Promise<JackpotAmount[]> {
  let rows = await select(db, gameIds);
  const missing = gameIds.filter((id) => !rows.some((row) => row.gameId === id));
  if (missing.length > 0 && (await ensureJackpots(db, missing)) > 0) rows = await select(db, gameIds);
  const byId = new Map(rows.map((row) => [row.gameId, row]));
  return gameIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJackpotAmount(row)] : [];
  });
}
