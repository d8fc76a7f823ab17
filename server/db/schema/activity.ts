import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ACTIVITY_LOG_EVENTS, REALITY_CHECK_SETTINGS } from '@/lib/reality-check/enums';
import { sqlValueList } from './enums';
import { players } from './players';

/**
 * A player's reality-check setting and the last reset of the activity timer (identity-and-account §3, §4). The
 * timer runs from the later of the session's start (player_sessions.created_at) and reset_at, so a reload or a
 * new tab never loses it and a sign-in starts it afresh. No row: the default (TWO_HOURS), never reset.
 */
export const playerActivityTimers = pgTable(
  'player_activity_timers',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    settings: text('settings', { enum: REALITY_CHECK_SETTINGS }).notNull().default('TWO_HOURS'),
    resetAt: timestamp('reset_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('player_activity_timers_settings_valid', sql.raw(`settings in (${sqlValueList(REALITY_CHECK_SETTINGS)})`))],
);

/** The player's account activity log (identity-and-account §3 latestActivityLog.note): append-only. */
export const playerActivityLog = pgTable(
  'player_activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    event: text('event', { enum: ACTIVITY_LOG_EVENTS }).notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_activity_log_player_idx').on(table.playerId, table.id),
    check('player_activity_log_event_valid', sql.raw(`event in (${sqlValueList(ACTIVITY_LOG_EVENTS)})`)),
  ],
);

export type PlayerActivityTimerRow = typeof playerActivityTimers.$inferSelect;
