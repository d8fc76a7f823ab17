import { z } from 'zod';
import { PROTECTION_REGIMES } from './policy';

// Isomorphic: the time-out and self-exclusion calls (identity-and-account §7) and the forms that send them.

/** PATCH /player/timeout (identity-and-account §7 "PATCH body timeout"): the break's length in whole days. */
export const timeoutBodySchema = z.strictObject({
  timeout: z.int().min(1).max(366),
});
export type TimeoutBody = z.infer<typeof timeoutBodySchema>;

/**
 * PATCH /player/exclusion (identity-and-account §7): exclusionInMonths and exclusionDelayInHours, or
 * accountDisableIndefinitely, which is sent as 12 months (identity-and-account §9), with the 1-day cooling-off (24 hours).
 */
export const exclusionBodySchema = z.strictObject({
  exclusionInMonths: z.int().min(1).max(120),
  exclusionDelayInHours: z.int().min(0).max(720),
  accountDisableIndefinitely: z.boolean().optional(),
});
export type ExclusionBody = z.infer<typeof exclusionBodySchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** A time-out in force: when it ends and the days left (rounded up). */
export const timeoutStateSchema = z.object({ until: isoDateTime.nullable(), days: z.int().positive().nullable() });
/** A self-exclusion in force; `until` and `days` are null for an indefinite one. */
export const exclusionStateSchema = z.object({ until: isoDateTime.nullable(), days: z.int().positive().nullable(), indefinite: z.boolean() });

/** The lengths the player's market offers (docs/decisions.md "Time-out and self-exclusion"). */
export const protectionChoicesSchema = z.object({
  regime: z.enum(PROTECTION_REGIMES),
  timeoutDays: z.array(z.int().positive()),
  exclusionMonths: z.array(z.int().positive()),
  indefinite: z.boolean(),
  exclusionDelayInHours: z.int().nonnegative(),
  nationalRegisterUrl: z.string().nullable(),
});
export type ProtectionChoicesAnswer = z.infer<typeof protectionChoicesSchema>;

/** GET /timeout/cooling: the market's choices, the cooling-off and any block in force. */
export const protectionStateSchema = z.object({
  choices: protectionChoicesSchema,
  timeout: timeoutStateSchema.nullable(),
  selfExclusion: exclusionStateSchema.nullable(),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

/** The success toasts (message keys) the two PATCH calls answer with (docs/decisions.md). */
export const TIMEOUT_SUCCESS_TOAST = 'player.responsibleGambling.timeout.success.toast';
export const EXCLUSION_SUCCESS_TOAST = 'player.responsibleGambling.exclusion.success.toast';

export const timeoutAnswerSchema = z.object({ notification: z.literal(TIMEOUT_SUCCESS_TOAST), timeout: timeoutStateSchema, signedOut: z.literal(true) });
export type TimeoutAnswer = z.infer<typeof timeoutAnswerSchema>;
export const exclusionAnswerSchema = z.object({
  notification: z.literal(EXCLUSION_SUCCESS_TOAST),
  selfExclusion: exclusionStateSchema,
  signedOut: z.literal(true),
});
export type ExclusionAnswer = z.infer<typeof exclusionAnswerSchema>;
