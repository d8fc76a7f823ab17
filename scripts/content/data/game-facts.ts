import type { BetLimit } from '../../../lib/content/documents/games';
import type { GameType } from '../../../lib/content/types/games';
import { engineForGameType } from '../../../lib/games/engines';
import { engineRtpBasisPoints } from '../../../lib/games/engines/published-rtp';
import { JACKPOT_CONTRIBUTION_BASIS_POINTS, JACKPOT_TRIGGER_UNITS } from '../../../lib/jackpots/policy';
import { keyOf, type Random } from '../lib/random';

// Rough demo exchange rates from EUR; limits are rounded to friendly amounts in each currency.
const RATES = { EUR: 1, CAD: 1.5, NOK: 11.5, NZD: 1.8, BRL: 6 } as const;

function friendly(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 4, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return Math.round(step * magnitude);
}

/** Minimum and maximum stake per currency, in minor units. */
export function betLimits(owner: string, minEur: number, maxEur: number): BetLimit[] {
  return Object.entries(RATES).map(([currency, rate]) => ({
    _key: keyOf(owner, 'betLimit', currency),
    min: friendly(minEur * rate),
    max: friendly(maxEur * rate),
    currency: currency as BetLimit['currency'],
  }));
}

export const STAKES: Record<string, { min: readonly number[]; max: readonly number[] }> = {
  slots: { min: [10, 20, 25], max: [5_000, 10_000, 20_000, 50_000] },
  bigWays: { min: [20, 40], max: [10_000, 20_000] },
  tableGames: { min: [50, 100], max: [50_000, 100_000, 200_000] },
  videoPoker: { min: [25, 50], max: [2_500, 5_000, 10_000] },
  instantWin: { min: [10], max: [5_000, 10_000] },
  roulette: { min: [10, 20, 50], max: [500_000, 1_000_000] },
  blackjack: { min: [100, 500, 2_500], max: [250_000, 500_000, 1_000_000] },
  baccarat: { min: [100, 500], max: [500_000, 1_000_000] },
  gameShow: { min: [10, 20], max: [50_000, 250_000] },
  poker: { min: [50, 100], max: [100_000, 250_000] },
  dice: { min: [10, 20], max: [100_000, 250_000] },
  horseRacing: { min: [10, 50], max: [20_000, 50_000] },
  greyhoundRacing: { min: [10, 50], max: [20_000, 50_000] },
};

/**
 * Return to player in basis points: the exact RTP of the built-in engine that plays the game type
 * (lib/games/engines/published-rtp.ts), which is what a player gets whatever the game is called.
 *
 * The random draws of the former invented RTPs are still made (and ignored) so that every later draw of the
 * game's stream (volatility, popularity, overlay) keeps its value and the rest of the catalogue does not move.
 */
export function rtpFor(rng: Random, gameType: string, name: string): number {
  const liveOrRace = ['roulette', 'blackjack', 'baccarat', 'poker', 'dice', 'horseRacing', 'greyhoundRacing'].includes(gameType);
  const tableRoulette = gameType === 'tableGames' && /Roulette/.test(name);
  drawRetired(rng, liveOrRace || tableRoulette ? 0 : 1);
  return engineRtpBasisPoints(gameType as GameType);
}

function drawRetired(rng: Random, count: number): void {
  for (let i = 0; i < count; i++) rng.next();
}

/**
 * Volatility of the built-in engine that plays the game type, the same for every game it plays (a name does not
 * change the maths): the slot is low (1,000,000 seeded spins: standard deviation 2.2× the stake, a win on 46 % of
 * spins, at most 105× the stake); the roulette table low for the even-money bets its game page describes (a
 * single number, 35 to 1, is the player's high-volatility choice; the casino rules say so); the races medium
 * (prices 3 to 20). The draws the former per-game picks took are still made, as in rtpFor.
 */
export function volatilityFor(rng: Random, gameType: string) {
  const pickedBefore = !['tableGames', 'videoPoker', 'roulette', 'blackjack', 'baccarat', 'poker', 'dice', 'horseRacing', 'greyhoundRacing'].includes(gameType);
  if (pickedBefore) drawRetired(rng, 1);
  return engineForGameType(gameType as GameType) === 'race' ? ('medium' as const) : ('low' as const);
}

/** What the built-in slot is (lib/games/engines/harbour-slot.ts; docs/harbour-games.md). */
const SLOT_RULES =
  'on 5 reels and 3 rows with 10 fixed paylines: wins of three to five alike pay left to right, the lighthouse is wild, and every spin stands alone, with no free spins or bonus rounds';
/** What the built-in table is (lib/games/engines/roulette.ts). */
const TABLE_RULES =
  'European roulette on a single-zero wheel: one bet a round, on a single number (35 to 1) or on red, black, odd, even, 1–18 or 19–36 (1 to 1)';

const euros = (minorUnits: number) => `€${(minorUnits / 100).toLocaleString('en-GB')}`;

/**
 * What a jackpot game adds (lib/jackpots/policy.ts; docs/decisions.md "Progressive jackpots in play"): the
 * contribution, the trigger, the reset, and who takes part.
 */
export const JACKPOT_RULES =
  `It has a progressive jackpot: ${JACKPOT_CONTRIBUTION_BASIS_POINTS / 100} % of every real-money stake in euros is added to the pot from the casino's share ` +
  `(rounded down to the cent; the base game's return is unchanged), and each real-money spin wins the whole pot with a chance of its stake in ` +
  `${euros(JACKPOT_TRIGGER_UNITS)} (1 in 100,000 for a €1 spin), after which the pot restarts from its starting amount. ` +
  `Demo play and accounts in other currencies play the base game without the pot.`;

/**
 * A factual description of how the game plays: of the built-in engine that plays its game type
 * (lib/games/engines/index.ts), since that is the game a player gets, whatever the game's name suggests, and of
 * the progressive jackpot when the game has one. The draws the former invented slot descriptions took are still
 * made, for the same reason as in rtpFor.
 */
export function describe(rng: Random, gameType: string, name: string, jackpot = false): string {
  const base = describeEngine(rng, gameType, name);
  return jackpot ? `${base} ${JACKPOT_RULES}` : base;
}

function describeEngine(rng: Random, gameType: string, name: string): string {
  switch (gameType) {
    case 'slots':
    case 'bigWays':
      drawRetired(rng, 2);
      return `${name} plays ${SLOT_RULES}.`;
    case 'instantWin':
    case 'videoPoker':
      return `${name} plays ${SLOT_RULES}.`;
    case 'horseRacing':
      return `${name} runs a six-horse race on demand: back a runner at a fixed price and watch the result in seconds; every price returns the same share.`;
    case 'greyhoundRacing':
      return `${name} puts six greyhounds in the traps whenever you are ready: back a dog at a fixed price, and every price returns the same share.`;
    default:
      return `${name} is played as ${TABLE_RULES}.`;
  }
}
