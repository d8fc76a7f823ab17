import { z } from 'zod';
import { LIMIT_PERIODS } from './enums';

// Isomorphic: the gambling-limits page validates with the same schema. Amounts are integer minor units.

/**
 * PATCH /api/v1/player/deposit-limits and /spend-limits (identity-and-account §7): one period (`duration`) and
 * exactly one action — a new `limit`, `deleteLimit: true` or `cancelPendingLimit: true`.
 */
export const patchLimitBodySchema = z
  .strictObject({
    duration: z.enum(LIMIT_PERIODS),
    limit: z.int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    deleteLimit: z.boolean().optional(),
    cancelPendingLimit: z.boolean().optional(),
  })
  .refine((body) => [body.limit !== undefined, body.deleteLimit === true, body.cancelPendingLimit === true].filter(Boolean).length === 1, {
    message: 'Give exactly one of limit, deleteLimit: true or cancelPendingLimit: true',
    path: ['limit'],
  });
export type PatchLimitBody = z.infer<typeof patchLimitBodySchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** One period's limit as the API answers it; a pendingDate with a null pendingValue is a pending removal. */
export const limitEntrySchema = z.object({
  value: z.int().nullable(),
  pendingValue: z.int().nullable(),
  pendingDate: isoDateTime.nullable(),
  locked: z.boolean(),
  updatedAt: isoDateTime.nullable(),
  startedAt: isoDateTime.nullable(),
  resetAt: isoDateTime.nullable(),
  /** Deposits credited, or net loss, in the current period (0 without a limit or while ahead). */
  used: z.int(),
  /** How much more fits in the current period; null without a limit. */
  remaining: z.int().nullable(),
});
export type LimitEntry = z.infer<typeof limitEntrySchema>;

/** GET answer: the player's currency and one entry each for D, W, M. */
export const playerLimitsSchema = z.object({
  currency: z.string().length(3),
  D: limitEntrySchema,
  W: limitEntrySchema,
  M: limitEntrySchema,
});
export type PlayerLimits = z.infer<typeof playerLimitsSchema>;

/** The spec's limit notifications: which toast the site shows after a PATCH. */
export const LIMIT_NOTIFICATIONS = ['updated', 'update.received', 'removal.received', 'canceled'] as const;
export type LimitNotification = (typeof LIMIT_NOTIFICATIONS)[number];

/** PATCH answer: the limits after the change, and the notification to show (null when nothing changed). */
export const patchLimitAnswerSchema = playerLimitsSchema.extend({ notification: z.enum(LIMIT_NOTIFICATIONS).nullable() });
export type PatchLimitAnswer = z.infer<typeof patchLimitAnswerSchema>;
