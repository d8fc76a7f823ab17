import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerOperations } from './ledger';
import { players } from './players';
import { sqlValueList } from './enums';

/** The vertical a game session plays in: decides the ledger category of its bets and wins. */
export const GAME_SESSION_VERTICALS = ['CASINO', 'LIVE_CASINO', 'VIRTUAL_SPORTS'] as const;
export type GameSessionVertical = (typeof GAME_SESSION_VERTICALS)[number];

export const GAME_CHANNELS = ['desktop', 'mobile'] as const;

/**
 * A real-money game session opened at launch. The provider holds the token; only its SHA-256 is stored, so a
 * database leak does not hand out playable sessions. Bets need an unexpired, open session; wins and rollbacks
 * only need the session to exist (providers settle rounds after the player left).
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    /** Hex SHA-256 of the token (32 random bytes, base64url). */
    tokenHash: text('token_hash').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    provider: text('provider').notNull(),
    /** The game's content id (casinoGames / liveCasinoGames _id). */
    gameId: text('game_id').notNull(),
    vertical: text('vertical', { enum: GAME_SESSION_VERTICALS }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    channel: text('channel', { enum: GAME_CHANNELS }).notNull(),
    ipAddress: text('ip_address'),
    /** The game's content gameType at launch: a running bonus's contribution per category reads it. */
    gameType: text('game_type'),
    /** Jackpot games and excluded sub-providers never count towards bonus wagering (lib/games/game-limitation.ts). */
    bonusExcluded: boolean('bonus_excluded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The progressive pot (jackpots.jackpot_id) the session plays for: set at launch when the game is a jackpot
     * game and the session's currency is the pot's; bets contribute to it and jackpot wins pay it. Null otherwise.
     */
    jackpotId: integer('jackpot_id'),
    /** Slides forward on every authenticate, balance and bet (docs/decisions.md). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_sessions_token_hash').on(table.tokenHash),
    index('game_sessions_player').on(table.playerId, table.createdAt),
    check('game_sessions_vertical_valid', sql.raw(`vertical in (${sqlValueList(GAME_SESSION_VERTICALS)})`)),
    check('game_sessions_channel_valid', sql.raw(`channel in (${sqlValueList(GAME_CHANNELS)})`)),
    check('game_sessions_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const GAME_ROUND_STATUSES = ['OPEN', 'CLOSED'] as const;

/** A provider's round, owned by one player; endround closes it and later bets and wins on it are refused. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    gameRoundId: bigint('game_round_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => gameSessions.sessionId),
    gameId: text('game_id').notNull(),
    status: text('status', { enum: GAME_ROUND_STATUSES }).notNull().default('OPEN'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round').on(table.provider, table.roundId),
    check('game_rounds_status_valid', sql.raw(`status in (${sqlValueList(GAME_ROUND_STATUSES)})`)),
    check('game_rounds_closed_consistently', sql`(${table.status} = 'CLOSED') = (${table.closedAt} is not null)`),
  ],
);

/** BET, WIN and ROLLBACK are provider calls; TOMBSTONE marks a transaction id rolled back before it arrived. */
export const GAME_TRANSACTION_KINDS = ['BET', 'WIN', 'ROLLBACK', 'TOMBSTONE'] as const;
export type GameTransactionKind = (typeof GAME_TRANSACTION_KINDS)[number];

/**
 * One row per (provider, transaction id), written in the same database transaction as its ledger operation.
 * A repeated call with the same payload answers `response` (the original answer, balance included); a
 * different payload is a conflict; a TOMBSTONE refuses any later bet with that id.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    gameTransactionId: bigint('game_transaction_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: GAME_TRANSACTION_KINDS }).notNull(),
    /** SHA-256 of the call's canonical payload (token excluded); null on tombstones. */
    requestHash: text('request_hash'),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => gameSessions.sessionId),
    roundId: text('round_id').notNull(),
    gameId: text('game_id'),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The ledger operation; null when no money moved (a zero win, a rollback of an unknown or voided id). */
    operationId: bigint('operation_id', { mode: 'number' }).references(() => ledgerOperations.operationId),
    /** A rollback names the transaction id it reverses. */
    originalTransactionId: text('original_transaction_id'),
    /** Set on a BET or WIN once a rollback reversed it (or on a tombstone, which is voided from birth). */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    /** The jackpot pot (jackpots.jackpot_id) a BET contributed to or a WIN paid out; null for other games. */
    jackpotId: integer('jackpot_id'),
    /** BET: the contribution added to the pot; WIN: the pot paid on top of `amount` (a jackpot win). */
    jackpotAmount: bigint('jackpot_amount', { mode: 'bigint' }),
    /** BET: the pot's `wins` when it contributed (a rollback takes the contribution back only from the same pot). */
    jackpotEpoch: integer('jackpot_epoch'),
    /** The answer sent the first time, replayed verbatim on duplicates. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_transactions_provider_transaction').on(table.provider, table.transactionId),
    index('game_transactions_round').on(table.provider, table.roundId),
    index('game_transactions_player').on(table.playerId, table.gameTransactionId),
    check('game_transactions_kind_valid', sql.raw(`kind in (${sqlValueList(GAME_TRANSACTION_KINDS)})`)),
    check('game_transactions_amount_non_negative', sql`${table.amount} >= 0`),
    check('game_transactions_jackpot_amount_non_negative', sql`${table.jackpotAmount} is null or ${table.jackpotAmount} >= 0`),
  ],
);

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameTransactionRow = typeof gameTransactions.$inferSelect;
