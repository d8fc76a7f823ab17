import { z } from 'zod';
import { BONUS_KINDS, BONUS_STICKINESS, BONUS_VERTICALS, CAMPAIGN_KINDS, CAMPAIGN_STATUSES, CONTRIBUTION_GAME_TYPES, TRIGGER_TYPES } from './enums';

// A campaign as the operator defines it (scripts/bonus-campaigns.ts reads this shape from JSON). Amounts are integer
// minor units of `currency`; percentages are whole percent.

const minorUnits = z.coerce.bigint().refine((value) => value >= 0n && value <= 9_007_199_254_740_991n, 'a non-negative amount in minor units');
const percent = z.number().int().min(0).max(100);

/** A bonus code as players type it: 4–32 of A–Z 0–9 - _, stored upper-case. */
export const BONUS_CODE_PATTERN = /^[A-Z0-9_-]{4,32}$/;
export const bonusCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(BONUS_CODE_PATTERN, 'bonus_code.format'));

export const campaignDefinitionSchema = z.object({
  /** The operator's readable id, e.g. welcome-100. */
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES).default('DRAFT'),
  triggerType: z.enum(TRIGGER_TYPES).nullable().default(null),
  bonusKind: z.enum(BONUS_KINDS),
  vertical: z.enum(BONUS_VERTICALS),
  stickiness: z.enum(BONUS_STICKINESS).default('NON_STICKY'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Player countries (ISO 3166-1 alpha-2) offered the campaign; empty: every country. */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(250)
    .default([]),
  wrMultiplier: z.number().int().min(0).max(100),
  /** Days a claimed bonus runs before it expires. */
  validDays: z.number().int().min(1).max(365),
  startsAt: z.coerce.date().nullable().default(null),
  endsAt: z.coerce.date().nullable().default(null),
  minDeposit: minorUnits.default(0n),
  matchPercent: z.number().int().min(0).max(1000).nullable().default(null),
  /** The cap of a matched bonus. */
  maxBonus: minorUnits.nullable().default(null),
  /** The amount of a bonus not tied to a deposit (registration, bonus code, manual). */
  fixedAmount: minorUnits.nullable().default(null),
  /** The largest single bet while the bonus is wagered. */
  maxBet: minorUnits.nullable().default(null),
  gameContributions: z.partialRecord(z.enum(CONTRIBUTION_GAME_TYPES), percent).default({}),
  defaultContribution: percent.default(100),
  excludedGameIds: z.array(z.string().min(1).max(200)).max(1000).default([]),
  maxConversion: minorUnits.nullable().default(null),
  bonusCode: bonusCodeSchema.nullable().default(null),
  /** REGISTRATION_WITH_TIMEFRAME: days after registration the reward may be claimed. */
  registrationDays: z.number().int().min(1).max(365).nullable().default(null),
  /** LINKED_CAMPAIGN: the follow-up (a LINKED_CAMPAIGN campaign) offered when a bonus of this one completes. */
  linkedCampaignSlug: z.string().nullable().default(null),
  /** A claim needs the player's consent to the terms first (games-wallet-bonuses §4 "forfeit then consent", §7 consent). */
  requiresConsent: z.boolean().default(false),
  maxClaimsPerPlayer: z.number().int().min(1).max(1000).default(1),
  /** The content promotion whose title, summary and terms players read. */
  promotionSlug: z
    .string()
    .regex(/^[a-z0-9-]{1,96}$/)
    .nullable()
    .default(null),
});

export type CampaignDefinition = z.infer<typeof campaignDefinitionSchema>;
