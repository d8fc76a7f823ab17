import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { LIMIT_PERIODS, LIMIT_TYPES } from '@/lib/limits/enums';
import { sqlValueList } from './enums';
import { players } from './players';

/**
 * A player's responsible-gambling limit per (type, period), in minor units of the player's currency. A row with
 * a null value is "no limit" (kept so `locked` and history survive a removal). A pending_date with a null
 * pending_value is a pending removal; pending changes apply when pending_date has passed (docs/decisions.md).
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    limitType: text('limit_type', { enum: LIMIT_TYPES }).notNull(),
    period: char('period', { length: 1, enum: LIMIT_PERIODS }).notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingDate: timestamp('pending_date', { withTimezone: true }),
    /** Set by the operator: the player cannot change this limit. */
    locked: boolean('locked').notNull().default(false),
    /** When the current value took effect: the anchor of its periods. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.limitType, table.period] }),
    check('player_limits_type_valid', sql.raw(`limit_type in (${sqlValueList(LIMIT_TYPES)})`)),
    check('player_limits_period_valid', sql.raw(`period in (${sqlValueList(LIMIT_PERIODS)})`)),
    check('player_limits_value_positive', sql`${table.value} is null or ${table.value} > 0`),
    check('player_limits_pending_value_positive', sql`${table.pendingValue} is null or ${table.pendingValue} > 0`),
    check('player_limits_pending_has_date', sql`${table.pendingValue} is null or ${table.pendingDate} is not null`),
    check('player_limits_value_has_start', sql`${table.value} is null or ${table.startedAt} is not null`),
  ],
);

export type PlayerLimitRow = typeof playerLimits.$inferSelect;
