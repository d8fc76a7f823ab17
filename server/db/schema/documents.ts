import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES, KYC_LEVELS, REJECTION_REASONS, SINGLE_DOCUMENT_TYPES, VERIFICATION_STATUSES } from '@/lib/documents/enums';
import { sqlValueList } from './enums';
import { players } from './players';

/**
 * A player's verification document (identity-and-account.md §3 "Documents"). One row per single-kind type (ID,
 * address, source of wealth, EDD questionnaire: the unique index below), any number of payment and other documents.
 * A rejection sends the document back to REQUESTED with its reason; `reviewedBy`/`reviewedAt` name the last decision.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    documentId: integer('document_id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    subType: text('sub_type'),
    documentStatus: text('document_status', { enum: VERIFICATION_STATUSES }).notNull(),
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_documents_player').on(table.playerId, table.documentId),
    uniqueIndex('player_documents_single_kind')
      .on(table.playerId, table.documentType)
      .where(sql.raw(`document_type in (${sqlValueList(SINGLE_DOCUMENT_TYPES)})`)),
    index('player_documents_status').on(table.documentStatus, table.documentId),
    check('player_documents_type_valid', sql.raw(`document_type in (${sqlValueList(DOCUMENT_TYPES)})`)),
    check('player_documents_status_valid', sql.raw(`document_status in (${sqlValueList(VERIFICATION_STATUSES)})`)),
    check('player_documents_reason_valid', sql.raw(`rejection_reason is null or rejection_reason in (${sqlValueList(REJECTION_REASONS)})`)),
  ],
);

/** One uploaded file (a page or a side) of a document; the bytes live in the document store under `storageKey`. */
export const playerDocumentFiles = pgTable(
  'player_document_files',
  {
    fileId: integer('file_id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => playerDocuments.documentId),
    /** Copied from the document so an authorisation check is one indexed lookup. */
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_document_files_document').on(table.documentId, table.fileId),
    uniqueIndex('player_document_files_storage_key').on(table.storageKey),
    check('player_document_files_size_positive', sql`${table.byteSize} > 0`),
  ],
);

export const DOCUMENT_DECISION_ACTIONS = ['APPROVE', 'REJECT', 'REQUEST', 'SET_KYC_LEVEL'] as const;
export type DocumentDecisionAction = (typeof DOCUMENT_DECISION_ACTIONS)[number];

/** The operator's review log: every decision with who made it and when (never updated or deleted). */
export const documentDecisions = pgTable(
  'document_decisions',
  {
    decisionId: integer('decision_id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    documentId: integer('document_id').references(() => playerDocuments.documentId),
    action: text('action', { enum: DOCUMENT_DECISION_ACTIONS }).notNull(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }),
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    kycStatusBefore: text('kyc_status_before', { enum: KYC_LEVELS }).notNull(),
    kycStatusAfter: text('kyc_status_after', { enum: KYC_LEVELS }).notNull(),
    operator: text('operator').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_decisions_player').on(table.playerId, table.decisionId),
    check('document_decisions_action_valid', sql.raw(`action in (${sqlValueList(DOCUMENT_DECISION_ACTIONS)})`)),
  ],
);

export type PlayerDocumentRow = typeof playerDocuments.$inferSelect;
export type PlayerDocumentFileRow = typeof playerDocumentFiles.$inferSelect;
