import 'server-only';
import { and, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { gameTransactions, ledgerOperations, players } from '@/server/db/schema';
import type { Game } from '@/lib/content/types/games';
import type { MarketCode } from '@/lib/markets/markets';
import { anonymiseWinnerName, WINNERS_LIST_SIZE, type Winner } from '@/lib/wallet/winners';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { toJsonMinorUnits } from './minor-units';

/** The platform runs one site (spec games-wallet-bonuses §9: default siteId 1); another site has no winners here. */
export const THIS_SITE_ID = 1;
// Read a few more than shown, so wins on games since removed from the catalogue, or restricted in the viewer's
// market, do not shorten the list.
const OVERFETCH = 3;

/** What a win paid the player: the game's win plus, on a jackpot win, the pot (game_transactions.jackpot_amount). */
export const winAmount = sql<bigint>`(${gameTransactions.amount} + coalesce(${gameTransactions.jackpotAmount}, 0))`.mapWith((value: string | number | bigint) =>
  BigInt(value),
);

export interface WinRow {
  firstName: string;
  amount: bigint;
  currency: string;
  wonAt: Date;
  gameId: string;
}

/**
 * Real game wins: WIN calls of the seamless API that moved money in the ledger (a WIN operation) and were not
 * rolled back (a jackpot win counts with the pot it paid), in `currency`, since `since` when given, ordered by `orderBy`.
 */
export async function readWins(db: Database, input: { currency: string; since?: Date; orderBy: SQL[] }): Promise<WinRow[]> {
  const rows = await db
    .select({
      firstName: players.firstName,
      amount: winAmount,
      currency: ledgerOperations.currency,
      wonAt: ledgerOperations.createdAt,
      gameId: gameTransactions.gameId,
    })
    .from(gameTransactions)
    .innerJoin(ledgerOperations, eq(ledgerOperations.operationId, gameTransactions.operationId))
    .innerJoin(players, eq(players.playerId, gameTransactions.playerId))
    .where(
      and(
        eq(gameTransactions.kind, 'WIN'),
        isNull(gameTransactions.rolledBackAt),
        isNotNull(gameTransactions.gameId),
        eq(ledgerOperations.type, 'WIN'),
        eq(ledgerOperations.status, 'SUCCESS'),
        eq(ledgerOperations.currency, input.currency),
        input.since ? gte(ledgerOperations.createdAt, input.since) : undefined,
      ),
    )
    .orderBy(...input.orderBy)
    .limit(WINNERS_LIST_SIZE * OVERFETCH);
  return rows.flatMap((row) => (row.gameId === null ? [] : [{ ...row, currency: row.currency, gameId: row.gameId }]));
}

function toWinner(row: WinRow, game: Game): Winner {
  return {
    winnerName: anonymiseWinnerName(row.firstName),
    amount: toJsonMinorUnits(row.amount),
    currency: row.currency,
    wonAt: row.wonAt.toISOString(),
    gameId: game.id,
    gameName: game.name,
    gameProvider: game.provider.title,
    subProvider: game.subProvider?.title ?? null,
    type: game.type === 'liveCasino' ? 'liveCasinoGames' : 'casinoGames',
    slug: game.slug,
    images: { thumbnail: game.thumbnail, verticalImage: game.verticalImage },
  };
}

/**
 * Attaches each win's game from the catalogue (spec games-wallet-bonuses §3 "Winner"). Wins of games no longer there are left out,
 * and so are wins of games restricted in `market` (the catalogue's market filter, as in the lobbies).
 */
export async function withGames(rows: readonly WinRow[], market?: MarketCode): Promise<Winner[]> {
  const games = new Map((await getGamesByIds({ ids: rows.map((row) => row.gameId), market })).map((game) => [game.id, game]));
  return rows
    .flatMap((row) => {
      const game = games.get(row.gameId);
      return game ? [toWinner(row, game)] : [];
    })
    .slice(0, WINNERS_LIST_SIZE);
}
