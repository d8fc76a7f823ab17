import { z } from 'zod';
import { LANGUAGE_CODES } from '@/lib/markets/languages';
import { ASSIGNMENT_STATES, BONUS_STICKINESS, BONUS_VERTICALS, CAMPAIGN_KINDS, CAMPAIGN_STATUSES, REWARDS_TYPES, TRIGGER_TYPES } from './enums';
import { bonusCodeSchema } from './campaign-schema';

// The bonus calls' shapes (games-wallet-bonuses.md §3 "Reward", §7 "Bonuses and rewards"). Money is integer minor units.

const minor = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const bigId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /bonus/rewards: rewardsType ELIGIBLE or ACTIVE, hasBonusCode, excludeTriggerType, version (v2), lang. */
export const rewardsQuerySchema = z.strictObject({
  rewardsType: z.enum(REWARDS_TYPES).default('ELIGIBLE'),
  hasBonusCode: flag.optional(),
  excludeTriggerType: z.enum(TRIGGER_TYPES).optional(),
  version: z.enum(['v1', 'v2']).optional(),
  lang: z.enum(LANGUAGE_CODES).optional(),
});
export type RewardsQuery = z.output<typeof rewardsQuerySchema>;

export const campaignIdParamsSchema = z.strictObject({ campaignid: id });
export const assignmentIdParamsSchema = z.strictObject({ assignmentid: bigId });

/** The title, summary and terms players read, from the campaign's content promotion (null when it names none). */
export const campaignDisplayInfoSchema = z.object({ title: z.string(), summary: z.string(), promotionSlug: z.string() }).nullable();

/** games-wallet-bonuses.md §3 "Reward", with the wagering terms the active rewards page shows. */
export const rewardSchema = z.object({
  campaignId: z.int().positive(),
  assignmentId: z.int().positive().nullable(),
  vertical: z.enum(BONUS_VERTICALS),
  campaignStatus: z.enum(CAMPAIGN_STATUSES),
  campaignCategory: z.enum(CAMPAIGN_KINDS),
  triggerEvent: z.enum(TRIGGER_TYPES).nullable(),
  state: z.enum(ASSIGNMENT_STATES).nullable(),
  hasBonusCode: z.boolean(),
  partnerBonusCode: z.string().nullable(),
  wrMultiplier: z.int(),
  betBonusType: z.int(),
  bonusType: z.enum(BONUS_STICKINESS),
  currency: z.string(),
  /** The bonus granted (running) or, for a fixed offer, offered; null for a deposit match before the deposit. */
  bonusAmount: minor.nullable(),
  /** The bonus money left in the vertical's BONUS account (running bonuses). */
  bonusBalance: minor.nullable(),
  /** What must be wagered (the spec's wageringAmount) and what eligible bets have counted so far. */
  wageringAmount: minor.nullable(),
  wageringProgress: minor.nullable(),
  minDeposit: minor,
  matchPercent: z.int().nullable(),
  maxBonus: minor.nullable(),
  maxBet: minor.nullable(),
  maxConversion: minor.nullable(),
  gameContributions: z.record(z.string(), z.int()),
  defaultContribution: z.int(),
  expiresAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  campaignDisplayInfo: campaignDisplayInfoSchema,
  /** A claim waits for the player's consent to the terms (POST /bonus/campaigns/consent), and whether they gave it. */
  consentRequired: z.boolean(),
  consented: z.boolean(),
});
export type Reward = z.output<typeof rewardSchema>;

export const rewardsAnswerSchema = z.array(rewardSchema);

/** GET /bonus/campaigns?campaignIds=1,2 (the campaignIds storage key's campaigns). */
export const campaignsQuerySchema = z.strictObject({
  campaignIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'comma-separated campaign ids (at most 50)')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
  lang: z.enum(LANGUAGE_CODES).optional(),
});

/** POST /bonus/campaigns/consent {agreed, bonusCode, campaignId optional}. */
export const consentBodySchema = z.strictObject({
  agreed: z.boolean(),
  bonusCode: bonusCodeSchema.nullable().optional(),
  campaignId: z.int().positive().max(2_147_483_647).nullable().optional(),
});
export const consentAnswerSchema = z.object({ campaignId: z.int().positive(), agreed: z.boolean() });

/** PUT /bonus/{assignmentid}/state {state: FORFEITED, wageringProgress} or {state: ACTIVATED} for an offered reward. */
export const assignmentStateBodySchema = z.strictObject({
  state: z.enum(['FORFEITED', 'ACTIVATED']),
  bonusAssignmentId: bigId.optional(),
  wageringProgress: z.number().min(0).optional(),
});

export const bonusCodeBodySchema = z.strictObject({ bonusCode: bonusCodeSchema });
/** games-wallet-bonuses.md §3 "Bonus state" bonusCode {bonusCodeValue, bonusCodeCampaignId}. */
export const bonusCodeAnswerSchema = z.object({ bonusCodeValue: z.string(), bonusCodeCampaignId: z.int().positive() });
export const manualClaimBodySchema = z.strictObject({ bonusCode: bonusCodeSchema, state: z.literal('ACTIVATED') });
export const manualClaimAvailabilitySchema = z.object({ isAvailable: z.boolean() });
