import type { BetLimit } from '../../../lib/content/documents';
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

/** Return to player in basis points. Live table games have their rules' fixed RTPs. */
export function rtpFor(rng: Random, gameType: string, name: string): number {
  switch (gameType) {
    case 'roulette':
      return /French/.test(name) ? 9865 : 9730;
    case 'blackjack':
      return 9950;
    case 'baccarat':
      return 9876;
    case 'poker':
      return 9660;
    case 'dice':
      return 9722;
    case 'horseRacing':
    case 'greyhoundRacing':
      // Every runner returns 120/127 of the stake (lib/games/engines/race.ts), rounded to a basis point.
      return 9449;
    case 'gameShow':
      return rng.int(9500, 9640);
    case 'tableGames':
      return /Roulette/.test(name) ? (/French/.test(name) ? 9865 : 9730) : rng.int(9620, 9950);
    case 'videoPoker':
      return rng.int(9780, 9954);
    case 'bigWays':
      return rng.int(9550, 9672);
    default:
      return rng.int(9400, 9680);
  }
}

export function volatilityFor(rng: Random, gameType: string) {
  if (['tableGames', 'videoPoker', 'roulette', 'blackjack', 'baccarat', 'poker', 'dice'].includes(gameType)) return 'low' as const;
  if (gameType === 'horseRacing' || gameType === 'greyhoundRacing') return 'medium' as const;
  if (gameType === 'gameShow') return rng.pick(['medium', 'high'] as const);
  if (gameType === 'bigWays') return rng.pick(['high', 'veryHigh'] as const);
  return rng.pick(['low', 'medium', 'medium', 'high', 'high', 'veryHigh'] as const);
}

const GRIDS = ['5 reels and 3 rows', '5 reels and 4 rows', '6 reels and 5 rows', '3 reels and 3 rows', '7 by 7 cluster grid'];
const FEATURES = [
  'sticky symbols during free spins',
  'a pick-and-win bonus round',
  'expanding symbols that fill whole reels',
  'cascading wins and a rising multiplier',
  'a hold-and-respin feature with cash orbs',
  'mystery symbols that all reveal alike',
  'free spins that retrigger on three scatters',
  'colossal symbols and a free-spins trail',
];

/** A one-line, factual description of how the game plays. */
export function describe(rng: Random, gameType: string, name: string): string {
  switch (gameType) {
    case 'slots':
      return `${name} plays on ${rng.pick(GRIDS)} with ${rng.pick(FEATURES)}.`;
    case 'bigWays':
      return `${name} changes the height of every reel on each spin, for up to ${rng.pick(['46,656', '117,649', '248,832'])} ways to win, with ${rng.pick(FEATURES)}.`;
    case 'tableGames':
      return `${name} follows the classic table rules, with side bets and a clear history of recent results.`;
    case 'videoPoker':
      return `${name} is single-hand video poker: hold the cards you want, draw once, and the paytable is shown in full.`;
    case 'instantWin':
      return `${name} settles each round in seconds; every outcome is decided by the certified random number generator.`;
    case 'roulette':
      return `${name} is streamed from a dedicated studio wheel, with a racetrack for call bets and the last results on screen.`;
    case 'blackjack':
      return `${name} seats seven players; the dealer stands on all 17s and insurance is offered against an ace.`;
    case 'baccarat':
      return `${name} deals Player and Banker hands from an eight-deck shoe, with roadmaps of recent results.`;
    case 'gameShow':
      return `${name} is a live-hosted game show with a money wheel and bonus rounds, played in fixed-length rounds.`;
    case 'horseRacing':
      return `${name} runs a six-horse race on demand: back a runner at a fixed price and watch the result in seconds, decided by the certified random number generator.`;
    case 'greyhoundRacing':
      return `${name} puts six greyhounds in the traps whenever you are ready: back a dog at a fixed price, and every price returns the same share.`;
    case 'poker':
      return `${name} is played against the house, not other players; the dealer must qualify for ante bets to pay in full.`;
    default:
      return `${name} is a live dice game with a transparent shaker and a results board of the last rounds.`;
  }
}
