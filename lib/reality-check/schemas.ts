import { z } from 'zod';
import { REALITY_CHECK_SETTINGS } from './enums';

// Isomorphic: the reality-check settings form validates with the body schema the platform parses with.
// Amounts are integer minor units of the player's currency.

const isoDateTime = z.iso.datetime({ offset: true });

/** PATCH /v1/player/activity-timer/settings (identity-and-account §3, §7). */
export const patchActivityTimerSettingsBodySchema = z.strictObject({ settings: z.enum(REALITY_CHECK_SETTINGS) });
export type PatchActivityTimerSettingsBody = z.infer<typeof patchActivityTimerSettingsBodySchema>;

/** The player's reality-check setting; activityTimerOn is false for NOT_SET. */
export const activityTimerSettingsSchema = z.object({
  settings: z.enum(REALITY_CHECK_SETTINGS),
  intervalMinutes: z.int().nullable(),
  activityTimerOn: z.boolean(),
});
export type ActivityTimerSettings = z.infer<typeof activityTimerSettingsSchema>;

/** GET minutes_remaining and PATCH reset_timer: computed on the server from the stored session start or last reset. */
export const minutesRemainingSchema = activityTimerSettingsSchema.extend({
  /** Whole minutes until the reality check (0: due now); null with NOT_SET. */
  minutesRemaining: z.int().nonnegative().nullable(),
  /** When the timer started: the session's start or the last reset, whichever is later. */
  startedAt: isoDateTime,
  /** Whole minutes played since startedAt. */
  elapsedMinutes: z.int().nonnegative(),
});
export type MinutesRemaining = z.infer<typeof minutesRemainingSchema>;

/** identity-and-account §3 activity summary {settings, turnover, winnings, delta}, from the ledger since startedAt. */
export const activitySummarySchema = z.object({
  settings: z.enum(REALITY_CHECK_SETTINGS),
  currency: z.string().length(3),
  /** Stakes less voided stakes, minor units. */
  turnover: z.int(),
  /** Wins less voided wins, minor units. */
  winnings: z.int(),
  /** winnings − turnover: positive when the player is up. */
  delta: z.int(),
  startedAt: isoDateTime,
  endedAt: isoDateTime,
  elapsedMinutes: z.int().nonnegative(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;
