import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { MARKETING_PREFERENCES } from '@/lib/account/marketing';
import { sqlValueList } from './enums';
import { players } from './players';

/**
 * A player's marketing choices (identity-and-account §3 "Account forms": subscriptionChannels and
 * subscriptionCommunications), one row per choice the player has made, with when: the consent record a regulator
 * asks for. No row means not subscribed (opt-in; docs/decisions.md "Account page").
 */
export const marketingPreferences = pgTable(
  'marketing_preferences',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    name: text('name', { enum: MARKETING_PREFERENCES }).notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.name] }),
    check('marketing_preferences_name_valid', sql.raw(`name in (${sqlValueList(MARKETING_PREFERENCES)})`)),
  ],
);
