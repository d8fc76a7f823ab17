import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ASSIGNMENT_STATES, BONUS_KINDS, BONUS_STICKINESS, BONUS_VERTICALS, CAMPAIGN_KINDS, CAMPAIGN_STATUSES, TRIGGER_TYPES } from '@/lib/bonus/enums';
import { sqlValueList } from './enums';
import { ledgerOperations } from './ledger';
import { players } from './players';

/**
 * A bonus campaign (games-wallet-bonuses.md §3 "Reward", "Bonus vocabulary"), created and managed by the operator's
 * CLI (scripts/bonus-campaigns.ts). Amounts in minor units of `currency`; the player-facing title, summary and
 * terms come from the content promotion `promotion_slug`.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    campaignId: integer('campaign_id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('DRAFT'),
    triggerType: text('trigger_type', { enum: TRIGGER_TYPES }),
    bonusKind: text('bonus_kind', { enum: BONUS_KINDS }).notNull(),
    vertical: text('vertical', { enum: BONUS_VERTICALS }).notNull(),
    stickiness: text('stickiness', { enum: BONUS_STICKINESS }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Player countries offered the campaign; empty: every country. */
    countries: jsonb('countries')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    wrMultiplier: integer('wr_multiplier').notNull(),
    validDays: integer('valid_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    minDeposit: bigint('min_deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    matchPercent: integer('match_percent'),
    maxBonus: bigint('max_bonus', { mode: 'bigint' }),
    fixedAmount: bigint('fixed_amount', { mode: 'bigint' }),
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    /** Wagering contribution in percent per content gameType; a type not listed counts default_contribution. */
    gameContributions: jsonb('game_contributions')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    defaultContribution: integer('default_contribution').notNull().default(100),
    /** Content game ids that never count (a jsonb array, so the bet function asks `?`). */
    excludedGameIds: jsonb('excluded_game_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    maxConversion: bigint('max_conversion', { mode: 'bigint' }),
    bonusCode: text('bonus_code'),
    registrationDays: integer('registration_days'),
    /** LINKED_CAMPAIGN: the follow-up campaign offered to the player when a bonus of this campaign completes. */
    linkedCampaignId: integer('linked_campaign_id'),
    /** A claim needs the player's consent to the campaign's terms (POST /bonus/campaigns/consent, agreed). */
    requiresConsent: boolean('requires_consent').notNull().default(false),
    maxClaimsPerPlayer: integer('max_claims_per_player').notNull().default(1),
    promotionSlug: text('promotion_slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_campaigns_slug').on(table.slug),
    uniqueIndex('bonus_campaigns_bonus_code').on(table.bonusCode),
    foreignKey({ name: 'bonus_campaigns_linked_campaign_id_fk', columns: [table.linkedCampaignId], foreignColumns: [table.campaignId] }),
    check('bonus_campaigns_not_linked_to_itself', sql`${table.linkedCampaignId} is null or ${table.linkedCampaignId} <> ${table.campaignId}`),
    check('bonus_campaigns_kind_valid', sql.raw(`kind in (${sqlValueList(CAMPAIGN_KINDS)})`)),
    check('bonus_campaigns_status_valid', sql.raw(`status in (${sqlValueList(CAMPAIGN_STATUSES)})`)),
    check('bonus_campaigns_trigger_valid', sql.raw(`trigger_type is null or trigger_type in (${sqlValueList(TRIGGER_TYPES)})`)),
    check('bonus_campaigns_bonus_kind_valid', sql.raw(`bonus_kind in (${sqlValueList(BONUS_KINDS)})`)),
    check('bonus_campaigns_vertical_valid', sql.raw(`vertical in (${sqlValueList(BONUS_VERTICALS)})`)),
    check('bonus_campaigns_stickiness_valid', sql.raw(`stickiness in (${sqlValueList(BONUS_STICKINESS)})`)),
    check('bonus_campaigns_percentages', sql`${table.defaultContribution} between 0 and 100 and coalesce(${table.matchPercent}, 0) between 0 and 1000`),
    check('bonus_campaigns_wagering', sql`${table.wrMultiplier} between 0 and 100 and ${table.validDays} between 1 and 365`),
    check(
      'bonus_campaigns_amounts',
      sql`${table.minDeposit} >= 0 and coalesce(${table.maxBonus}, 0) >= 0 and coalesce(${table.fixedAmount}, 0) >= 0
      and coalesce(${table.maxBet}, 0) >= 0 and coalesce(${table.maxConversion}, 0) >= 0`,
    ),
  ],
);

/**
 * One reward of one player from one campaign: offered (ELIGIBLE), running (ACTIVATED: bonus money in the vertical's
 * BONUS account, wagering counted), or ended (COMPLETED, FORFEITED, EXPIRED). Claims are limited by the unique
 * indexes: one running bonus per vertical, one open reward per campaign, and claim numbers up to the campaign's
 * max_claims_per_player (docs/decisions.md "Bonus wallet").
 */
export const bonusAssignments = pgTable(
  'bonus_assignments',
  {
    assignmentId: bigint('assignment_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.campaignId),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    claimNumber: integer('claim_number').notNull(),
    state: text('state', { enum: ASSIGNMENT_STATES }).notNull(),
    vertical: text('vertical', { enum: BONUS_VERTICALS }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    grantedAmount: bigint('granted_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Eligible stakes counted at their contribution; never more than the stakes themselves. */
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The deposit a deposit bonus matched. */
    depositId: bigint('deposit_id', { mode: 'number' }),
    grantOperationId: bigint('grant_operation_id', { mode: 'number' }).references(() => ledgerOperations.operationId),
    /** An ELIGIBLE reward may be claimed until then (null: while the campaign runs). */
    eligibleUntil: timestamp('eligible_until', { withTimezone: true }),
    /** An ACTIVATED bonus expires then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    wageringReachedAt: timestamp('wagering_reached_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** What the ending paid to cash (COMPLETED) and what it removed (FORFEITED, EXPIRED, a STICKY bonus's remainder). */
    convertedAmount: bigint('converted_amount', { mode: 'bigint' }),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'bigint' }),
    /** The trigger that offered an ELIGIBLE reward: REGISTRATION, or LINKED:<completed assignment id>; one offer each. */
    offeredBy: text('offered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_assignments_claim_number').on(table.campaignId, table.playerId, table.claimNumber),
    uniqueIndex('bonus_assignments_one_open_per_campaign')
      .on(table.campaignId, table.playerId)
      .where(sql`state in ('ELIGIBLE', 'ACTIVATED')`),
    uniqueIndex('bonus_assignments_one_running_per_vertical')
      .on(table.playerId, table.vertical)
      .where(sql`state = 'ACTIVATED'`),
    uniqueIndex('bonus_assignments_deposit').on(table.depositId),
    uniqueIndex('bonus_assignments_offered_by')
      .on(table.campaignId, table.playerId, table.offeredBy)
      .where(sql`offered_by is not null`),
    index('bonus_assignments_player').on(table.playerId, table.assignmentId),
    index('bonus_assignments_running_expiry')
      .on(table.expiresAt)
      .where(sql`state = 'ACTIVATED'`),
    check('bonus_assignments_state_valid', sql.raw(`state in (${sqlValueList(ASSIGNMENT_STATES)})`)),
    check('bonus_assignments_vertical_valid', sql.raw(`vertical in (${sqlValueList(BONUS_VERTICALS)})`)),
    check('bonus_assignments_progress', sql`${table.wagered} >= 0 and ${table.grantedAmount} >= 0 and ${table.wageringRequired} >= 0`),
    check('bonus_assignments_claim_number_positive', sql`${table.claimNumber} >= 1`),
  ],
);

export const BONUS_WAGER_KINDS = ['BET', 'WIN'] as const;

/**
 * How a seamless bet or win touched a running bonus: the stake's (or win's) real and bonus parts and what the bet
 * added to wagering. Written by seamless_bet / seamless_win in the same statement as the ledger operation; read by
 * the win (to split it) and the rollback (to undo it).
 */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: BONUS_WAGER_KINDS }).notNull(),
    assignmentId: bigint('assignment_id', { mode: 'number' })
      .notNull()
      .references(() => bonusAssignments.assignmentId),
    playerId: integer('player_id').notNull(),
    roundId: text('round_id').notNull(),
    realAmount: bigint('real_amount', { mode: 'bigint' }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    contribution: bigint('contribution', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.transactionId] }),
    index('bonus_wagers_round').on(table.provider, table.roundId),
    index('bonus_wagers_assignment').on(table.assignmentId),
    check('bonus_wagers_kind_valid', sql.raw(`kind in (${sqlValueList(BONUS_WAGER_KINDS)})`)),
    check('bonus_wagers_amounts', sql`${table.realAmount} >= 0 and ${table.bonusAmount} >= 0 and ${table.contribution} >= 0`),
  ],
);

/** A player's answer to a campaign's terms (POST /bonus/campaigns/consent); the latest answer counts. */
export const bonusConsents = pgTable(
  'bonus_consents',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.campaignId),
    agreed: boolean('agreed').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.campaignId] })],
);

/**
 * Failed bonus-code attempts of a player in the current window (docs/decisions.md "Bonus-code attempt limit"): counted
 * in advance and refused by one conditional upsert (server/domains/bonus/bonus-code-attempts.ts).
 */
export const bonusCodeAttempts = pgTable(
  'bonus_code_attempts',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('bonus_code_attempts_failures_non_negative', sql`${table.failures} >= 0`)],
);

export type BonusCampaignRow = typeof bonusCampaigns.$inferSelect;
export type BonusAssignmentRow = typeof bonusAssignments.$inferSelect;
