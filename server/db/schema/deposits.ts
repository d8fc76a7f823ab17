import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@/lib/payments/methods';
import { DEPOSIT_STATUSES } from '@/lib/wallet/deposit-statuses';
import { sqlValueList } from './enums';
import { ledgerOperations } from './ledger';
import { players } from './players';

/** A deposit through a payment provider: created at the cashier, credited once when the provider approves. */
export const deposits = pgTable(
  'deposits',
  {
    depositId: bigint('deposit_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('WAITING_INPUT'),
    /** The deposit bonus campaign the player chose (selectedBonusId), credited when the deposit settles. */
    selectedBonusId: integer('selected_bonus_id'),
    /** Why the selected bonus was not credited when the deposit settled (an error code); null when credited or none chosen. */
    bonusRefusal: text('bonus_refusal'),
    /** The ledger credit, once approved. */
    operationId: bigint('operation_id', { mode: 'number' }).references(() => ledgerOperations.operationId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposits_provider_reference').on(table.provider, table.providerReference),
    index('deposits_player').on(table.playerId, table.depositId),
    check('deposits_amount_positive', sql`${table.amount} > 0`),
    check('deposits_status_valid', sql.raw(`status in (${sqlValueList(DEPOSIT_STATUSES)})`)),
    check('deposits_payment_method_valid', sql.raw(`payment_method in (${sqlValueList(PAYMENT_METHODS)})`)),
    check('deposits_credited_when_successful', sql`(${table.status} = 'SUCCESS') = (${table.operationId} is not null)`),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;
