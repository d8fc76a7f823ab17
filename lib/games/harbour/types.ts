import type { z } from 'zod';
import type { harbourOutcomeSchema, harbourRoundResultSchema, harbourSessionSchema } from './schemas';

/** Fun credits are shown without a currency sign. */
export const FUN_CURRENCY = 'FUN';
/** Every demo session starts with 1,000.00 fun credits. */
export const FUN_START_BALANCE = 100_000;

export type HarbourSession = z.output<typeof harbourSessionSchema>;
export type HarbourOutcome = z.output<typeof harbourOutcomeSchema>;
export type HarbourRoundResult = z.output<typeof harbourRoundResultSchema>;
