import 'server-only';
import { and, desc, eq, gt, isNull, max } from 'drizzle-orm';
import type { LastPlayedGame } from '@/lib/games/schemas';
import type { Database } from '@/server/db/database';
import { gameSessions, gameTransactions } from '@/server/db/schema';
import { LOBBY_OF_VERTICAL } from './game-vertical';
import { withCatalogueGames } from './with-catalogue-games';

/**
 * Games the player made real-money bets on, most recent first (GET /player/wallet/lastPlayedGames): bets that
 * reached the seamless wallet and were not rolled back, by the content game of their session (the launch's
 * game id; a provider's own game code in the bet body is not a catalogue id).
 */
export async function listLastPlayedGames(
  db: Database,
  playerId: number,
  input: { limit: number },
  market: string | null | undefined,
): Promise<LastPlayedGame[]> {
  const lastPlayedAt = max(gameTransactions.createdAt);
  const rows = await db
    .select({ gameId: gameSessions.gameId, vertical: gameSessions.vertical, lastPlayedAt })
    .from(gameTransactions)
    .innerJoin(gameSessions, eq(gameSessions.sessionId, gameTransactions.sessionId))
    .where(
      and(eq(gameTransactions.playerId, playerId), eq(gameTransactions.kind, 'BET'), isNull(gameTransactions.rolledBackAt), gt(gameTransactions.amount, 0n)),
    )
    .groupBy(gameSessions.gameId, gameSessions.vertical)
    .orderBy(desc(lastPlayedAt), desc(gameSessions.gameId))
    .limit(input.limit);
  return withCatalogueGames(
    rows.map((row) => ({
      gameId: row.gameId,
      lobbyPageType: LOBBY_OF_VERTICAL[row.vertical],
      lastPlayedAt: (row.lastPlayedAt ?? new Date(0)).toISOString(),
    })),
    market,
  );
}
