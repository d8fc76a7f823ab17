import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players';
import { sqlValueList } from './enums';

/**
 * One row per sign-in (spec identity-and-account §3 Session player_access_id). The SessionVerifier reads it on every API call, so
 * sign-out, a password reset or an account block ends a session at once although its token still verifies.
 */
export const playerSessions = pgTable(
  'player_sessions',
  {
    playerAccessId: text('player_access_id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    loginMethod: text('login_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever the refreshes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('player_sessions_player_id_idx').on(table.playerId)],
);

/** Spec identity-and-account §3 login info and login history, one row per successful sign-in. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    playerAccessId: text('player_access_id').notNull(),
    loginDate: timestamp('login_date', { withTimezone: true }).notNull().defaultNow(),
    /** The client's address as the trusted proxy chain states it (server/http/client-info.ts), else the TCP peer. */
    loginIp: text('login_ip'),
    /** Country from the CDN's geo header. */
    loginCountry: text('login_country'),
    /** The same trusted address (a client-written X-Real-IP is not recorded as fact). */
    realIpAddress: text('real_ip_address'),
    realCountryCode: text('real_country_code'),
  },
  (table) => [index('login_history_player_date_idx').on(table.playerId, table.loginDate)],
);

/**
 * Failed sign-ins counted per e-mail address, whether or not an account has it: an unknown address locks exactly
 * like a known one, so the lock cannot be used to discover accounts.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const VERIFICATION_PURPOSES = ['REGISTRATION_SMS', 'REGISTRATION_EMAIL', 'PASSWORD_RESET_SMS', 'PASSWORD_RESET_EMAIL', 'PHONE_CHANGE_SMS'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
export const PIN_CODE_STATUSES = ['UNINITIALIZE', 'SUCESS_SEND', 'FAIL_SEND', 'SUCCESS_VERIFY', 'FAIL_VERIFY'] as const;

/**
 * A one-time code sent by SMS or e-mail. Only a salted SHA-256 of the code is stored; a password-reset row also
 * holds the hash of the reset key the code is exchanged for. Rows for unknown e-mails have no player.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id').references(() => players.playerId, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    destination: text('destination'),
    codeHash: text('code_hash').notNull(),
    pinCodeStatus: text('pin_code_status', { enum: PIN_CODE_STATUSES }).notNull().default('UNINITIALIZE'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetKeyHash: text('reset_key_hash'),
    resetKeyExpiresAt: timestamp('reset_key_expires_at', { withTimezone: true }),
    resetKeyUsedAt: timestamp('reset_key_used_at', { withTimezone: true }),
    /**
     * Identity provider resets (Cognito ForgotPassword): the provider's code as the player typed it, AES-GCM
     * encrypted under a key derived from the reset key (held only by the player), until ConfirmForgotPassword.
     */
    providerCodeCiphertext: text('provider_code_ciphertext'),
    /**
     * When a newer code for the same player (or, without a player, the same destination) and purpose was issued:
     * only the newest code verifies, and a reset key minted for an older one no longer sets a password.
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** PHONE_CHANGE_SMS: the number the code was sent to, as the player typed it; it becomes the account's once verified. */
    pendingMobilePhone: jsonb('pending_mobile_phone').$type<{ prefix: string; number: string }>(),
  },
  (table) => [
    index('verification_codes_player_purpose_idx').on(table.playerId, table.purpose, table.createdAt),
    index('verification_codes_reset_key_idx').on(table.resetKeyHash),
    check('verification_codes_purpose_valid', sql.raw(`purpose in (${sqlValueList(VERIFICATION_PURPOSES)})`)),
    check('verification_codes_pin_status_valid', sql.raw(`pin_code_status in (${sqlValueList(PIN_CODE_STATUSES)})`)),
  ],
);

/** What the sandbox SMS and e-mail adapters "deliver": read by developers and tests via GET /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt)],
);
