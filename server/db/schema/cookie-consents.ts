import { boolean, check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { players } from './players';

/**
 * Proof of a visitor's cookie choices (GDPR): the banner's consent id is the key, so an anonymous visitor's
 * record can later be linked to the player who signs in on that browser.
 */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    consentId: uuid('consent_id').primaryKey(),
    playerId: integer('player_id').references(() => players.playerId, { onDelete: 'set null' }),
    // Essentials cannot be refused; the column exists so the stored record states all three categories.
    essentials: boolean('essentials').notNull().default(true),
    performanceFunctional: boolean('performance_functional').notNull(),
    marketing: boolean('marketing').notNull(),
    accepted: boolean('accepted').notNull(),
    /** Version of the cookie policy the visitor answered. */
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cookie_consents_player_id_idx').on(table.playerId),
    check('cookie_consents_essentials_true', sql`${table.essentials}`),
    check('cookie_consents_version_positive', sql`${table.version} >= 1`),
  ],
);

export type CookieConsentRow = typeof cookieConsents.$inferSelect;
