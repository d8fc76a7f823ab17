import { sql } from 'drizzle-orm';
import { bigint, char, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The platform's jackpot pots, one per (game, currency), in integer minor units. Rows are created from the
 * content's jackpotSeed the first time a jackpot game is asked for or launched for real money. Real-money bets
 * add their contribution (seamless_bet) and a jackpot win pays `amount` and resets it to `seed` (seamless_win).
 * Ledger: the pot's JACKPOT liability account (owner JACKPOT, owner id `jackpot_id`) holds the contributions, so
 * `amount` = `seed` + that account's balance at every commit; the seed is paid from the HOUSE account at a win
 * (docs/decisions.md "Progressive jackpots in play").
 */
export const jackpots = pgTable(
  'jackpots',
  {
    /** The game's content id (casinoGames / liveCasinoGames _id). */
    gameId: text('game_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The pot's number: owner id of its JACKPOT ledger account. */
    jackpotId: integer('jackpot_id').notNull().generatedAlwaysAsIdentity(),
    /** What the pot restarts from after a win (the content's jackpotSeed when the pot was created). */
    seed: bigint('seed', { mode: 'bigint' }).notNull(),
    /** How many times the pot was won: a bet remembers it, so its rollback knows whether its contribution was paid out. */
    wins: integer('wins').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.currency] }),
    uniqueIndex('jackpots_jackpot_id').on(table.jackpotId),
    check('jackpots_amount_non_negative', sql`${table.amount} >= 0`),
    check('jackpots_amount_at_least_seed', sql`${table.amount} >= ${table.seed} and ${table.seed} >= 0`),
  ],
);

export type JackpotRow = typeof jackpots.$inferSelect;
