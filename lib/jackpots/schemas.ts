import { z } from 'zod';

/** Spec games-wallet-bonuses §9: default siteId 1, the only site this platform serves. */
export const SITE_ID = 1;
export const MAX_JACKPOT_GAME_IDS = 100;
const GAME_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** `gameIds=a,b,c`: comma-separated content ids, de-duplicated in order. */
const gameIdsSchema = z.string().transform((value, context) => {
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  const problem =
    ids.length === 0
      ? 'gameIds must name at least one game'
      : ids.length > MAX_JACKPOT_GAME_IDS
        ? `gameIds may name at most ${MAX_JACKPOT_GAME_IDS} games`
        : ids.some((id) => !GAME_ID.test(id))
          ? 'gameIds must be comma-separated game ids'
          : null;
  if (problem) {
    context.addIssue({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  }
  return ids;
});

/** GET /api/v1/gaming/jackpotamount?gameIds=a,b&siteId=1 (spec games-wallet-bonuses §7). */
export const getJackpotAmountQuerySchema = z.object({
  gameIds: gameIdsSchema,
  siteId: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'siteId must be a whole number', abort: true })
    .refine((id) => Number(id) === SITE_ID, 'unknown siteId')
    .transform(Number)
    .optional(),
});

export type GetJackpotAmountQuery = z.output<typeof getJackpotAmountQuerySchema>;

export const jackpotAmountSchema = z.object({
  gameId: z.string(),
  currency: z.string().length(3),
  /** Integer minor units. */
  amount: z.int().nonnegative(),
  updatedAt: z.string(),
});

export type JackpotAmount = z.output<typeof jackpotAmountSchema>;

/** The answer: one entry per jackpot game asked for; other ids are left out. */
export const jackpotAmountsSchema = z.object({ data: z.array(jackpotAmountSchema) });
