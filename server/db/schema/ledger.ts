import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, char, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_OWNER_TYPES,
  ACCOUNT_PURPOSES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_RESOLUTIONS,
  WITHDRAWAL_STATUSES,
} from '@/lib/wallet/enums';
import { sqlValueList } from './enums';
import { players } from './players';

// Largest integer a JSON number carries exactly: balances stay within it so the API can answer plain integers.
const MAX_SAFE_MINOR_UNITS = '9007199254740991';

/**
 * One account per (owner, currency, purpose). Player accounts keep a running balance that may never go
 * negative; operator accounts (house, clearing, game) may, and keep no running balance so they are never a
 * hot row: their balance is the sum of their postings.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    accountId: bigint('account_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text('owner_type', { enum: ACCOUNT_OWNER_TYPES }).notNull(),
    /** player_id for PLAYER accounts; 0 (or a provider number) for operator accounts. */
    ownerId: integer('owner_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    purpose: text('purpose', { enum: ACCOUNT_PURPOSES }).notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_currency_purpose').on(table.ownerType, table.ownerId, table.currency, table.purpose),
    check('ledger_accounts_owner_type_valid', sql.raw(`owner_type in (${sqlValueList(ACCOUNT_OWNER_TYPES)})`)),
    check('ledger_accounts_purpose_valid', sql.raw(`purpose in (${sqlValueList(ACCOUNT_PURPOSES)})`)),
    check('ledger_accounts_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('ledger_accounts_player_never_negative_allowed', sql`${table.ownerType} <> 'PLAYER' or not ${table.allowNegative}`),
    check('ledger_accounts_balance_not_negative', sql`${table.allowNegative} or ${table.balance} >= 0`),
    check('ledger_accounts_balance_json_safe', sql.raw(`balance between -${MAX_SAFE_MINOR_UNITS} and ${MAX_SAFE_MINOR_UNITS}`)),
  ],
);

/**
 * One row per operation the ledger applied (a deposit, a bet, a withdrawal reservation…), keyed by the caller's
 * idempotency key and a hash of the request. Only `status` may change (a pending withdrawal completing); the
 * money lives in the immutable postings. Both rules are enforced by triggers (server/db/functions/ledger_forbid_change.sql).
 */
export const ledgerOperations = pgTable(
  'ledger_operations',
  {
    operationId: bigint('operation_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    category: text('category', { enum: TRANSACTION_CATEGORIES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    playerId: integer('player_id').references(() => players.playerId),
    currency: char('currency', { length: 3 }).notNull(),
    /** A correction names the operation it reverses; unique, so nothing is reversed twice. */
    reversesOperationId: bigint('reverses_operation_id', { mode: 'number' }).references((): AnyPgColumn => ledgerOperations.operationId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_operations_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('ledger_operations_reverses').on(table.reversesOperationId),
    index('ledger_operations_player').on(table.playerId, table.operationId),
    // Limit usage sums read a player's operations by time (responsible-gambling limits).
    index('ledger_operations_player_created').on(table.playerId, table.createdAt),
    check('ledger_operations_type_valid', sql.raw(`type in (${sqlValueList(TRANSACTION_TYPES)})`)),
    check('ledger_operations_category_valid', sql.raw(`category in (${sqlValueList(TRANSACTION_CATEGORIES)})`)),
    check('ledger_operations_status_valid', sql.raw(`status in (${sqlValueList(TRANSACTION_STATUSES)})`)),
  ],
);

/** The legs of an operation: signed amounts in minor units (credit positive) that sum to zero per operation. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    postingId: bigint('posting_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerOperations.operationId),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.accountId),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance after this posting; null on operator accounts, which keep no running balance. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_postings_account').on(table.accountId, table.postingId),
    index('ledger_postings_operation').on(table.operationId),
    check('ledger_postings_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/** A withdrawal request: funds moved MAIN → LOCKED (reserved) until an operator approves or anyone cancels. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    pendingWithdrawalId: bigint('pending_withdrawal_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('PENDING'),
    resolution: text('resolution', { enum: WITHDRAWAL_RESOLUTIONS }),
    reserveOperationId: bigint('reserve_operation_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerOperations.operationId),
    settleOperationId: bigint('settle_operation_id', { mode: 'number' }).references(() => ledgerOperations.operationId),
    resolvedBy: text('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('withdrawals_reserve_operation').on(table.reserveOperationId),
    index('withdrawals_player_status').on(table.playerId, table.status),
    index('withdrawals_status').on(table.status, table.pendingWithdrawalId),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    check('withdrawals_status_valid', sql.raw(`status in (${sqlValueList(WITHDRAWAL_STATUSES)})`)),
    check('withdrawals_resolution_valid', sql.raw(`resolution is null or resolution in (${sqlValueList(WITHDRAWAL_RESOLUTIONS)})`)),
    check('withdrawals_resolved_consistently', sql`(${table.status} = 'PENDING') = (${table.resolution} is null)`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerOperationRow = typeof ledgerOperations.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
