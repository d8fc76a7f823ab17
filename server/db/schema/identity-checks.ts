import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DOCUMENT_REJECTION_REASONS, IDENTITY_CHECK_DOCUMENT_TYPES, IDENTITY_CHECK_STATUSES } from '@/lib/identity-verification/document-checks';
import { KYC_STATUSES, sqlValueList } from './enums';
import { players } from './players';

/**
 * A hosted identity-document check at a vendor (identity-and-account §7 "POST /jumio/documents/initiate"): opened
 * when the player starts it, decided once by the vendor's verified callback (docs/decisions.md "Identity document
 * checks"). A rejection carries its reason; the KYC level the decision left is kept with it.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    checkReference: text('check_reference').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    vendor: text('vendor').notNull(),
    /** The vendor's own id of the check (Jumio: the account and workflow execution), once it answered the initiation. */
    vendorReference: text('vendor_reference').notNull(),
    documentType: text('document_type', { enum: IDENTITY_CHECK_DOCUMENT_TYPES }).notNull(),
    status: text('status', { enum: IDENTITY_CHECK_STATUSES }).notNull().default('INITIATED'),
    reason: text('reason', { enum: DOCUMENT_REJECTION_REASONS }),
    kycStatusAfter: text('kyc_status_after', { enum: KYC_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('identity_checks_vendor_reference').on(table.vendor, table.vendorReference),
    index('identity_checks_player').on(table.playerId, table.createdAt),
    check('identity_checks_status_valid', sql.raw(`status in (${sqlValueList(IDENTITY_CHECK_STATUSES)})`)),
    check('identity_checks_document_type_valid', sql.raw(`document_type in (${sqlValueList(IDENTITY_CHECK_DOCUMENT_TYPES)})`)),
    check('identity_checks_reason_valid', sql.raw(`reason is null or reason in (${sqlValueList(DOCUMENT_REJECTION_REASONS)})`)),
    check('identity_checks_kyc_status_after_valid', sql.raw(`kyc_status_after is null or kyc_status_after in (${sqlValueList(KYC_STATUSES)})`)),
    check('identity_checks_reason_only_when_declined', sql`(${table.status} = 'DECLINED') = (${table.reason} is not null)`),
    check('identity_checks_decided_when_final', sql`(${table.status} in ('APPROVED', 'DECLINED')) = (${table.decidedAt} is not null)`),
  ],
);

/**
 * Nonces of vendor callbacks already applied, per vendor: a signed callback replayed inside its 5-minute window is
 * refused. Rows older than the window are deleted as new ones arrive.
 */
export const identityCallbackNonces = pgTable(
  'identity_callback_nonces',
  {
    vendor: text('vendor').notNull(),
    nonce: text('nonce').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vendor, table.nonce] }), index('identity_callback_nonces_received').on(table.receivedAt)],
);

export type IdentityCheckRow = typeof identityChecks.$inferSelect;
