import type { GameType, VirtualGameType } from '@/lib/content/types/games';
import { fraction, type Fraction } from './fraction';
import type { Rng } from './rng';

/**
 * Virtual racing: six runners, one win bet per race. Each runner's chance of winning is its weight over the
 * field's total weight, and its price is a whole decimal number, so a win (stake x odds, stake included)
 * never needs rounding. The prices and weights are tuned so every runner returns exactly 120/127.
 */
export const RUNNERS = 6;

export interface Runner {
  /** Saddle-cloth or trap number, 1 to 6. */
  number: number;
  /** Relative chance of winning (out of the card's total weight). */
  weight: number;
  /** Decimal price: a winning stake returns stake x odds. */
  odds: number;
}

export type RaceCard = readonly Runner[];
export type RaceBet = { kind: 'win'; runner: number };

/** Price to weight: odds x weight = 120 for each, over a total weight of 127. */
const PRICES = [
  { odds: 3, weight: 40 },
  { odds: 4, weight: 30 },
  { odds: 5, weight: 24 },
  { odds: 8, weight: 15 },
  { odds: 10, weight: 12 },
  { odds: 20, weight: 6 },
] as const;

const card = (oddsByNumber: readonly number[]): RaceCard =>
  oddsByNumber.map((odds, index) => ({ number: index + 1, odds, weight: PRICES.find((price) => price.odds === odds)!.weight }));

/** Horses run in the order of the betting, favourite first; greyhound prices fall by the draw of the traps. */
const RACE_CARDS: Readonly<Record<VirtualGameType, RaceCard>> = {
  horseRacing: card([3, 4, 5, 8, 10, 20]),
  greyhoundRacing: card([5, 3, 8, 4, 20, 10]),
};

export function isVirtualGameType(gameType: GameType): gameType is VirtualGameType {
  return Object.hasOwn(RACE_CARDS, gameType);
}

export function raceCardFor(gameType: VirtualGameType): RaceCard {
  return RACE_CARDS[gameType];
}

export function isValidRaceBet(raceCard: RaceCard, bet: RaceBet): boolean {
  return bet.kind === 'win' && raceCard.some((runner) => runner.number === bet.runner);
}

export function isValidRaceStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0;
}

/** The finishing order, first to last: each place is drawn from the runners still running, by weight. */
export function drawFinishingOrder(raceCard: RaceCard, rng: Rng): number[] {
  const running = [...raceCard];
  const order: number[] = [];
  while (running.length > 0) {
    let ticket = rng.int(running.reduce((total, runner) => total + runner.weight, 0));
    const index = running.findIndex((runner) => (ticket -= runner.weight) < 0);
    order.push(running[index]!.number);
    running.splice(index, 1);
  }
  return order;
}

export interface RaceOutcome {
  /** Runner numbers, winner first. */
  order: number[];
  /** Minor units including the returned stake; 0 when the backed runner did not win. */
  win: number;
}

export function playRace(raceCard: RaceCard, stake: number, bet: RaceBet, rng: Rng): RaceOutcome {
  if (!isValidRaceStake(stake)) throw new RangeError('stake must be a positive integer of minor units');
  if (!isValidRaceBet(raceCard, bet)) throw new RangeError('unknown bet');
  const order = drawFinishingOrder(raceCard, rng);
  const backed = raceCard.find((runner) => runner.number === bet.runner)!;
  return { order, win: order[0] === backed.number ? stake * backed.odds : 0 };
}

/** Exact RTP of a win bet: every possible winner enumerated, (sum of weight x return) / (total weight x stake). */
export function raceTheoreticalRtp(raceCard: RaceCard, runner: number): Fraction {
  let returned = 0n;
  let total = 0n;
  for (const entry of raceCard) {
    total += BigInt(entry.weight);
    if (entry.number === runner) returned += BigInt(entry.weight * entry.odds);
  }
  return fraction(returned, total);
}
