import { sql } from 'drizzle-orm';
import { boolean, char, check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES } from '@/lib/identity/schemas';
import { KYC_STATUSES, sqlValueList } from './enums';

/** A player account (spec identity-and-account §3 "Player profile"); the spec's player_id is an integer. */
export const players = pgTable(
  'players',
  {
    playerId: integer('player_id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased (CHECK below), so the unique index is case-insensitive in practice. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    mobilePhonePrefix: text('mobile_phone_prefix'),
    mobilePhoneNumber: text('mobile_phone_number'),
    countryCode: char('country_code', { length: 2 }).notNull(),
    provinceCode: text('province_code'),
    languageCode: text('language_code').notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('REGISTERED'),
    kycStatus: text('kyc_status', { enum: KYC_STATUSES }).notNull().default('NOT_VERIFIED'),
    // Product flags (spec identity-and-account §6): payout set means payout-restricted; the others grant access to a vertical.
    payout: boolean('payout').notNull().default(false),
    casino: boolean('casino').notNull().default(true),
    liveCasino: boolean('live_casino').notNull().default(true),
    sports: boolean('sports').notNull().default(true),
    virtualSports: boolean('virtual_sports').notNull().default(true),
    bonuses: boolean('bonuses').notNull().default(true),
    deposit: boolean('deposit').notNull().default(true),
    withdrawal: boolean('withdrawal').notNull().default(true),
    termsAndConditionsAcceptedVersion: integer('terms_and_conditions_accepted_version'),
    // Affiliate attribution captured at sign-up from the aff_id and appsflyer_token query keys (spec identity-and-account §9).
    affId: text('aff_id'),
    appsflyerToken: text('appsflyer_token'),
    /** Bonus code given at sign-up (spec identity-and-account §2 bonusCode query parameter), for the bonus engine to honour. */
    signupBonusCode: text('signup_bonus_code'),
    postalCode: text('postal_code'),
    /** Street address and town (identity-and-account §3 "Account forms": Address), set on the account page. */
    address: text('address'),
    city: text('city'),
    /** Brazilian tax id (11 digits), unique among players who gave one. */
    cpf: text('cpf'),
    siteId: integer('site_id').notNull().default(1),
    requestDocumentTypeStatus: text('request_document_type_status').notNull().default(''),
    loyaltyLevel: text('loyalty_level'),
    limitLevel: text('limit_level'),
    /** True until the first successful sign-in (spec identity-and-account §3 firstLogin). */
    firstLogin: boolean('first_login').notNull().default(true),
    firstDepositDate: timestamp('first_deposit_date', { withTimezone: true }),
    lastActivityDate: timestamp('last_activity_date', { withTimezone: true }),
    /** The multibrand account is suspended (spec identity-and-account §6): payout restricted, no deposits. */
    multibrandSuspended: boolean('multibrand_suspended').notNull().default(false),
    /** Status TIMEOUT ends here; status SELF_EXCLUDED ends at exclusion_until, or never when it is null. */
    timeoutUntil: timestamp('timeout_until', { withTimezone: true }),
    exclusionUntil: timestamp('exclusion_until', { withTimezone: true }),
    mobilePhoneVerifiedAt: timestamp('mobile_phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    /** SHA-256 of the registration token that authorises the sign-up calls of a PRE_REGISTERED player. */
    registrationTokenHash: text('registration_token_hash'),
    registrationTokenExpiresAt: timestamp('registration_token_expires_at', { withTimezone: true }),
    /** Global sign-out with an identity provider: its tokens issued before this instant are refused (Cognito). */
    providerTokensRevokedAt: timestamp('provider_tokens_revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_email_unique').on(table.email),
    uniqueIndex('players_cpf_unique')
      .on(table.cpf)
      .where(sql`${table.cpf} is not null`),
    check('players_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('players_status_valid', sql.raw(`status in (${sqlValueList(ACCOUNT_STATUSES)})`)),
    check('players_kyc_status_valid', sql.raw(`kyc_status in (${sqlValueList(KYC_STATUSES)})`)),
    check('players_country_code_format', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    check('players_currency_code_format', sql`${table.currencyCode} ~ '^[A-Z]{3}$'`),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
