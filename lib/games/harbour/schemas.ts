import { z } from 'zod';
import { RUNNERS } from '@/lib/games/engines/race';
import { EVEN_MONEY_BETS, POCKETS } from '@/lib/games/engines/roulette';

export const MONEY_MODES = ['fun', 'real'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

/** A game-session token (real) or a demo ticket (fun), as the launch URL carries it. */
const ticket = z.string().min(8).max(256);
const gameId = z.string().min(1).max(128);

export const openHarbourSessionBodySchema = z.object({ ticket, gameId, moneyMode: z.enum(MONEY_MODES) });

export const rouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(EVEN_MONEY_BETS) }),
  z.object({ kind: z.literal('straight'), number: z.int().min(0).max(POCKETS - 1) }),
]);

export const raceBetSchema = z.object({ kind: z.literal('win'), runner: z.int().min(1).max(RUNNERS) });

/** A table bet: roulette's kinds or a race's win bet (the bet kinds never overlap). */
export const harbourBetSchema = z.discriminatedUnion('kind', [rouletteBetSchema, raceBetSchema]);

export const playHarbourRoundBodySchema = z.object({
  ticket,
  gameId,
  moneyMode: z.enum(MONEY_MODES),
  /** Minor units. */
  stake: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** Roulette and race only. */
  bet: harbourBetSchema.optional(),
  /** Fun mode only: the signed fun balance the last answer returned. */
  funState: z.string().min(1).max(1024).optional(),
});

export type OpenHarbourSessionBody = z.infer<typeof openHarbourSessionBodySchema>;
export type PlayHarbourRoundBody = z.infer<typeof playHarbourRoundBodySchema>;
export type HarbourBet = z.infer<typeof harbourBetSchema>;
