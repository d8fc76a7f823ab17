import type { BetLimit } from '@/lib/content/types/games';
import type { EngineKind } from '@/lib/games/engines';
import { PAYLINES } from '@/lib/games/engines/harbour-slot';

/** The 1-2-5 ladder in minor units (0.10 to 1,000.00) the stake selector steps through. */
const LADDER = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
/** Without a bet limit in the player's currency: 0.10 to 100.00. */
export const DEFAULT_STAKE_LIMIT = { min: 10, max: 10_000 } as const;

/** Whether an engine can take this stake: the slot needs a whole number of minor units on each of its lines. */
export function engineAcceptsStake(engine: EngineKind, stake: number): boolean {
  if (!Number.isSafeInteger(stake) || stake <= 0) return false;
  return engine === 'slot' ? stake % PAYLINES.length === 0 : true;
}

/** The game's bet limit in `currency`, or null. */
export function betLimitFor(limits: readonly BetLimit[], currency: string): BetLimit | null {
  return limits.find((limit) => limit.currency === currency) ?? null;
}

/** Whether a stake is allowed: the engine takes it and it lies within the game's limit (or the default one). */
export function isAllowedStake(engine: EngineKind, stake: number, limit: Pick<BetLimit, 'min' | 'max'> | null): boolean {
  const { min, max } = limit ?? DEFAULT_STAKE_LIMIT;
  return engineAcceptsStake(engine, stake) && stake >= min && stake <= max;
}

/**
 * The stakes offered, ascending: the ladder steps inside the limit; when none fits, the smallest stake the
 * engine accepts at or above the minimum (if it is within the maximum).
 */
export function stakeLadder(engine: EngineKind, limit: Pick<BetLimit, 'min' | 'max'> | null): number[] {
  const { min, max } = limit ?? DEFAULT_STAKE_LIMIT;
  const steps = LADDER.filter((stake) => isAllowedStake(engine, stake, { min, max }));
  if (steps.length > 0) return steps;
  const unit = engine === 'slot' ? PAYLINES.length : 1;
  const smallest = Math.ceil(min / unit) * unit;
  return smallest <= max && smallest > 0 ? [smallest] : [];
}

/** The stake selected first: the smallest one, so a player never starts above the minimum by surprise. */
export function defaultStake(ladder: readonly number[]): number | null {
  return ladder[0] ?? null;
}
