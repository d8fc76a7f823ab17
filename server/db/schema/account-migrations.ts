import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MIGRATION_STATUSES } from '@/lib/account-migration/schemas';
import { sqlValueList } from './enums';
import { players } from './players';

/**
 * A player's request to move the account to another regulated market (identity-and-account.md §7
 * `/player/migration`; docs/decisions.md "Account migration requests"). At most one open request (REQUESTED or
 * IN_REVIEW) per player: the partial unique index holds it, so parallel requests cannot file two.
 */
export const accountMigrations = pgTable(
  'account_migrations',
  {
    migrationId: uuid('migration_id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    fromMarket: text('from_market').notNull(),
    fromCountry: text('from_country').notNull(),
    fromProvince: text('from_province'),
    toMarket: text('to_market').notNull(),
    toProvince: text('to_province'),
    status: text('status', { enum: MIGRATION_STATUSES }).notNull().default('REQUESTED'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who approved or rejected the request (the support desk's record). */
    decidedBy: text('decided_by'),
  },
  (table) => [
    uniqueIndex('account_migrations_one_open')
      .on(table.playerId)
      .where(sql`status in ('REQUESTED', 'IN_REVIEW')`),
    index('account_migrations_player').on(table.playerId, table.requestedAt),
    check('account_migrations_status_valid', sql.raw(`status in (${sqlValueList(MIGRATION_STATUSES)})`)),
    check('account_migrations_decided', sql`(status in ('COMPLETED', 'REJECTED')) = (decided_at is not null and decided_by is not null)`),
  ],
);

export type AccountMigrationRow = typeof accountMigrations.$inferSelect;
