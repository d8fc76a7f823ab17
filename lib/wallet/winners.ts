import { z } from 'zod';
import { imageSetSchema } from '@/lib/content/game-schema';
import { MARKET_CODES } from '@/lib/markets/markets';

// Isomorphic: the winner widget parses answers with the same schema. Amounts are integer minor units.

/** Top-winner periods (not shown in the spec): the last 24 hours, 7 days or 30 days. */
export const WINNER_DATE_RANGES = ['DAY', 'WEEK', 'MONTH'] as const;
export type WinnerDateRange = (typeof WINNER_DATE_RANGES)[number];

/** The lists are the same for every visitor and fine 30 s old: a CDN or browser may keep them that long. */
export const WINNERS_CACHE_CONTROL = 'public, max-age=30, s-maxage=30';

/** How many winners a list holds. */
export const WINNERS_LIST_SIZE = 10;

const siteIdSchema = z.coerce.number().int().positive().max(1_000_000).default(1);
const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'a three-letter currency code')
  .default('EUR');
/**
 * The viewer's market (the page's locale segment), not in the spec's call shape: with it, wins on games
 * restricted in that market are left out, as the lobbies leave the games out (docs/decisions.md, Winners).
 */
const marketSchema = z.enum(MARKET_CODES).optional();

/** GET /api/v1/player/wallet/top-winners (games-wallet-bonuses §7). */
export const topWinnersQuerySchema = z.strictObject({
  dateRange: z.enum(WINNER_DATE_RANGES).default('WEEK'),
  siteId: siteIdSchema,
  currency: currencySchema,
  market: marketSchema,
});
export type TopWinnersQuery = z.infer<typeof topWinnersQuerySchema>;

/** GET /api/v1/player/wallet/latest-winners. */
export const latestWinnersQuerySchema = z.strictObject({ siteId: siteIdSchema, currency: currencySchema, market: marketSchema });
export type LatestWinnersQuery = z.infer<typeof latestWinnersQuerySchema>;

/** Spec games-wallet-bonuses §3 "Winner": the win, an anonymised name, and the game from the catalogue. */
export const winnerSchema = z.object({
  /** First letter of the first name and asterisks (docs/decisions.md "Winners"). */
  winnerName: z.string(),
  amount: z.int(),
  currency: z.string().length(3),
  wonAt: z.iso.datetime({ offset: true }),
  gameId: z.string(),
  gameName: z.string(),
  gameProvider: z.string(),
  subProvider: z.string().nullable(),
  type: z.enum(['casinoGames', 'liveCasinoGames']),
  slug: z.string(),
  images: z.object({ thumbnail: imageSetSchema.nullable(), verticalImage: imageSetSchema.nullable() }),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnersAnswerSchema = z.object({ winners: z.array(winnerSchema) });
export type WinnersAnswer = z.infer<typeof winnersAnswerSchema>;

/**
 * A winner as the public sees them: the first letter of the first name and three asterisks ("J***"), never a
 * surname, id or e-mail (GDPR data minimisation). A name without a letter shows as "***".
 */
export function anonymiseWinnerName(firstName: string): string {
  const initial = Array.from(firstName.trim()).find((character) => /\p{L}/u.test(character));
  return initial ? `${initial.toLocaleUpperCase('en')}***` : '***';
}
