import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { gameSessions, gameTransactions } from '@/server/db/schema';
import { getGamesByIds } from '@/server/content/get-games-by-ids';

/** The ledger idempotency key of a seamless bet, win or rollback (server/db/functions/seamless_*.sql). */
const SEAMLESS_KEY = /^seamless:([^:]+):(.+)$/s;

/**
 * The catalogue name of the game each seamless operation was played on, by operation id: the ledger key names
 * the provider's transaction (unique index), its game session names the launched content game, the catalogue
 * (cached) names the game. Game names are brand names, the same in every language; a game since unpublished
 * has no name here (any market: the player did play it). Other operations (payments, bonuses) are not asked.
 */
export async function gameNamesOfOperations(
  db: Database,
  playerId: number,
  operations: readonly { operationId: number; idempotencyKey: string }[],
): Promise<Map<number, string>> {
  const calls = operations.flatMap(({ operationId, idempotencyKey }) => {
    const match = SEAMLESS_KEY.exec(idempotencyKey);
    return match ? [{ operationId, provider: match[1]!, transactionId: match[2]! }] : [];
  });
  const names = new Map<number, string>();
  if (calls.length === 0) return names;
  const rows = await db
    .select({ operationId: gameTransactions.operationId, gameId: gameSessions.gameId })
    .from(gameTransactions)
    .innerJoin(gameSessions, eq(gameSessions.sessionId, gameTransactions.sessionId))
    .where(
      and(
        eq(gameTransactions.playerId, playerId),
        or(...calls.map((call) => and(eq(gameTransactions.provider, call.provider), eq(gameTransactions.transactionId, call.transactionId)))),
      ),
    );
  const games = await getGamesByIds({ ids: rows.map((row) => row.gameId), market: null });
  const nameOf = new Map(games.map((game) => [game.id, game.name]));
  for (const row of rows) {
    const name = row.operationId === null ? undefined : nameOf.get(row.gameId);
    if (name) names.set(row.operationId!, name);
  }
  return names;
}
