import { z } from 'zod';
import type { EngineKind } from '@/lib/games/engines';
import { SLOT_SYMBOLS, type LineWin } from '@/lib/games/engines/harbour-slot';
import { RUNNERS } from '@/lib/games/engines/race';
import { EVEN_MONEY_BETS, POCKETS, type PocketColour } from '@/lib/games/engines/roulette';

export const MONEY_MODES = ['fun', 'real'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

/** A game-session token (real) or a demo ticket (fun), as the launch URL carries it. */
const ticket = z.string().min(8).max(256);
const gameId = z.string().min(1).max(128);

export const openHarbourSessionBodySchema = z.object({ ticket, gameId, moneyMode: z.enum(MONEY_MODES) });

export const rouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(EVEN_MONEY_BETS) }),
  z.object({
    kind: z.literal('straight'),
    number: z
      .int()
      .min(0)
      .max(POCKETS - 1),
  }),
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

// Answers of the built-in game server (contracts in lib/games/contracts/harbour.ts). Money is in minor units; the
// engines' own types are checked against these schemas (`satisfies`), so the answer cannot drift from the engine.

const engineSchema = z.enum(['slot', 'roulette', 'race']) satisfies z.ZodType<EngineKind>;
const slotSymbolSchema = z.enum(SLOT_SYMBOLS);
const lineWinSchema = z.object({
  line: z.int().nonnegative(),
  symbol: slotSymbolSchema,
  count: z.literal([3, 4, 5]),
  win: z.int().nonnegative(),
}) satisfies z.ZodType<LineWin>;
const pocketColourSchema = z.enum(['green', 'red', 'black']) satisfies z.ZodType<PocketColour>;
const minorUnits = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

/** What the round decided, per engine: the slot's reel stops and grid, the roulette pocket, the race's finishing order. */
export const harbourOutcomeSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slot'), stops: z.array(z.int().nonnegative()), grid: z.array(z.array(slotSymbolSchema)), lineWins: z.array(lineWinSchema) }),
  z.object({
    engine: z.literal('roulette'),
    bet: rouletteBetSchema,
    pocket: z
      .int()
      .min(0)
      .max(POCKETS - 1),
    colour: pocketColourSchema,
  }),
  /** `order`: runner numbers as they finished, winner first. */
  z.object({ engine: z.literal('race'), bet: raceBetSchema, order: z.array(z.int().min(1).max(RUNNERS)) }),
]);

/** The client's view of a session: the engine that plays the game and the balance it starts from. */
export const harbourSessionSchema = z.object({
  moneyMode: z.enum(MONEY_MODES),
  engine: engineSchema,
  balance: minorUnits,
  /** ISO code in real mode, FUN in fun mode. */
  currency: z.string(),
  /** Fun mode: the signed balance to send with the next round. */
  funState: z.string().optional(),
});

export const harbourRoundResultSchema = z.object({
  roundId: z.string(),
  stake: minorUnits,
  /** Everything credited for the round (roulette and race: stake included). */
  win: minorUnits,
  balance: minorUnits,
  currency: z.string(),
  outcome: harbourOutcomeSchema,
  /**
   * Real money only, and only when the round won the game's progressive jackpot: the pot paid on top of `win`
   * (already in `balance`). Fun rounds never play for a pot (docs/decisions.md "Progressive jackpots in play").
   */
  jackpotWin: minorUnits.optional(),
  /** Fun mode: the signed balance to send with the next round. */
  funState: z.string().optional(),
});
