import { sql } from 'drizzle-orm';
import { bigint, check, char, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The platform's jackpot pots, one per (game, currency), in integer minor units. Rows are created from the
 * content's jackpotSeed the first time a jackpot game is asked for; bets will contribute in the games issue.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    /** The game's content id (casinoGames / liveCasinoGames _id). */
    gameId: text('game_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.currency] }), check('jackpots_amount_non_negative', sql`${table.amount} >= 0`)],
);

export type JackpotRow = typeof jackpots.$inferSelect;
