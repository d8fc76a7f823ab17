import type { Rng } from '@/lib/games/engines/rng';

// The platform's progressive jackpot rules (docs/decisions.md "Progressive jackpots in play"): one pot per jackpot
// game, pooled in EUR. Isomorphic and pure: the wallet takes the contribution, the game server draws the trigger.

/** The currency jackpot pots are kept and paid in; only real-money sessions in it take part. */
export const JACKPOT_CURRENCY = 'EUR';

/** Each real-money bet on a jackpot game adds 1 % of its stake to the game's pot (basis points). */
export const JACKPOT_CONTRIBUTION_BASIS_POINTS = 100;

/**
 * The chance of a jackpot win is proportional to the stake: a bet of `stake` minor units wins the pot with
 * probability stake / JACKPOT_TRIGGER_UNITS, i.e. 1 in 100,000 per euro staked (a €1 spin 1 in 100,000, a €5 spin
 * 1 in 20,000), so every euro staked has the same chance whatever the bet size. Stakes of €100,000 or more would
 * be certain; the built-in games' limits stop far below that.
 */
export const JACKPOT_TRIGGER_UNITS = 10_000_000;

/**
 * The contribution of a stake in integer minor units: stake × 1 %, rounded down to a whole minor unit (a stake
 * under 100 minor units contributes nothing; the remainder stays with the operator, never with the pot).
 */
export function jackpotContribution(stake: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be a non-negative safe integer');
  return Number((BigInt(stake) * BigInt(JACKPOT_CONTRIBUTION_BASIS_POINTS)) / 10_000n);
}

/** Whether a bet in `currency` takes part in the jackpot at all (contributes and may win). */
export function playsForJackpot(currency: string): boolean {
  return currency === JACKPOT_CURRENCY;
}

/**
 * One draw of the trigger for a real-money bet of `stake`: a uniform integer below JACKPOT_TRIGGER_UNITS that
 * is below the stake. Uses the engines' Rng seam (node:crypto on the game server; tests force it).
 */
export function drawsJackpot(stake: number, rng: Rng): boolean {
  if (!Number.isSafeInteger(stake) || stake < 1) return false;
  if (stake >= JACKPOT_TRIGGER_UNITS) return true;
  return rng.int(JACKPOT_TRIGGER_UNITS) < stake;
}
