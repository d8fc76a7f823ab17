import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { jackpots } from '@/server/db/schema';
import { getJackpotSeeds } from '@/server/content/get-jackpot-seeds';
import { JACKPOT_CURRENCY } from '@/lib/jackpots/policy';

/**
 * Creates the pot of each jackpot game among `gameIds` that has none yet, from the content's jackpotSeed (EUR
 * minor units): insert-if-missing, so concurrent first calls agree and a pot that has grown is never reset.
 * Ids that are not jackpot games are ignored. Answers how many of the ids are jackpot games.
 */
export async function ensureJackpots(db: Database, gameIds: readonly string[]): Promise<number> {
  if (gameIds.length === 0) return 0;
  const seeds = await getJackpotSeeds({ ids: gameIds });
  if (seeds.length === 0) return 0;
  await db
    .insert(jackpots)
    .values(seeds.map((seed) => ({ gameId: seed.gameId, currency: JACKPOT_CURRENCY, amount: BigInt(seed.amount), seed: BigInt(seed.amount) })))
    .onConflictDoNothing();
  return seeds.length;
}

/**
 * The pot a real-money session on `gameId` plays for: the game's EUR pot (created from the content's seed when
 * missing), or null when the game has no jackpot in the content (a retired pot is not played for).
 */
export async function jackpotForSession(db: Database, gameId: string): Promise<number | null> {
  if ((await ensureJackpots(db, [gameId])) === 0) return null;
  const [row] = await db
    .select({ jackpotId: jackpots.jackpotId })
    .from(jackpots)
    .where(and(eq(jackpots.gameId, gameId), eq(jackpots.currency, JACKPOT_CURRENCY)))
    .limit(1);
  return row?.jackpotId ?? null;
}
