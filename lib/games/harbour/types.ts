import type { EngineKind } from '@/lib/games/engines';
import type { LineWin, SlotSymbol } from '@/lib/games/engines/harbour-slot';
import type { RaceBet } from '@/lib/games/engines/race';
import type { PocketColour, RouletteBet } from '@/lib/games/engines/roulette';
import type { MoneyMode } from './schemas';

/** Fun credits are shown without a currency sign. */
export const FUN_CURRENCY = 'FUN';
/** Every demo session starts with 1,000.00 fun credits. */
export const FUN_START_BALANCE = 100_000;

export interface HarbourSession {
  moneyMode: MoneyMode;
  engine: EngineKind;
  balance: number;
  /** ISO code in real mode, FUN in fun mode. */
  currency: string;
  /** Fun mode: the signed balance to send with the next round. */
  funState?: string;
}

export type HarbourOutcome =
  | { engine: 'slot'; stops: number[]; grid: SlotSymbol[][]; lineWins: LineWin[] }
  | { engine: 'roulette'; bet: RouletteBet; pocket: number; colour: PocketColour }
  /** `order`: runner numbers as they finished, winner first. */
  | { engine: 'race'; bet: RaceBet; order: number[] };

export interface HarbourRoundResult {
  roundId: string;
  stake: number;
  /** Everything credited for the round (roulette and race: stake included). */
  win: number;
  balance: number;
  currency: string;
  outcome: HarbourOutcome;
  funState?: string;
}
