import { z } from 'zod';

/** Spec games-wallet-bonuses §9: partner code sent to game providers. */
export const PARTNER_CODE = '653';

/** Live seat data of one live game, merged into the lobby's games by gameId (spec games-wallet-bonuses §3 seats, seatsTaken). */
export const liveSeatsSchema = z.object({ gameId: z.string(), seats: z.int().nonnegative().nullable(), seatsTaken: z.int().nonnegative().nullable() });
export type LiveSeats = z.output<typeof liveSeatsSchema>;

export const liveSeatsAnswerSchema = z.object({ data: z.array(liveSeatsSchema) });

/** GET /api/v1/gaming/live-tables[?providerKind=evolution]. */
export const liveTablesQuerySchema = z.strictObject({
  providerKind: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'providerKind must be a provider id')
    .optional(),
});
