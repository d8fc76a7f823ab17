import { fraction, type Fraction } from './fraction';
import type { Rng } from './rng';

/**
 * European roulette: one zero, 37 pockets, one bet per round. Straight up pays 35 to 1; red, black, odd,
 * even, 1-18 and 19-36 pay 1 to 1 and lose on zero. The win returned includes the stake (what the wallet
 * credits), so a winning even-money bet of 100 returns 200.
 */
export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** Clockwise pocket order of a European wheel, starting at zero (for drawing the wheel). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const EVEN_MONEY_BETS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type EvenMoneyBet = (typeof EVEN_MONEY_BETS)[number];
export type RouletteBet = { kind: EvenMoneyBet } | { kind: 'straight'; number: number };

/** Payout odds ("to 1") per bet kind: the published paytable. */
export const ROULETTE_PAYTABLE: Readonly<Record<RouletteBet['kind'], number>> = {
  straight: 35,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export type PocketColour = 'green' | 'red' | 'black';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

export function isValidRouletteBet(bet: RouletteBet): boolean {
  if (bet.kind === 'straight') return Number.isInteger(bet.number) && bet.number >= 0 && bet.number < POCKETS;
  return (EVEN_MONEY_BETS as readonly string[]).includes(bet.kind);
}

export function betWins(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === 'straight') return pocket === bet.number;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
      return RED_NUMBERS.has(pocket);
    case 'black':
      return !RED_NUMBERS.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
  }
}

export interface RouletteOutcome {
  pocket: number;
  colour: PocketColour;
  /** Minor units including the returned stake; 0 when the bet lost. */
  win: number;
}

export function isValidRouletteStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0;
}

export function playRoulette(stake: number, bet: RouletteBet, rng: Rng): RouletteOutcome {
  if (!isValidRouletteStake(stake)) throw new RangeError('stake must be a positive integer of minor units');
  if (!isValidRouletteBet(bet)) throw new RangeError('unknown bet');
  const pocket = rng.int(POCKETS);
  const win = betWins(bet, pocket) ? stake * (ROULETTE_PAYTABLE[bet.kind] + 1) : 0;
  return { pocket, colour: pocketColour(pocket), win };
}

/** Exact RTP of one bet: every pocket enumerated, (sum of returns) / (37 x stake). */
export function rouletteTheoreticalRtp(bet: RouletteBet): Fraction {
  let returned = 0n;
  for (let pocket = 0; pocket < POCKETS; pocket += 1) {
    if (betWins(bet, pocket)) returned += BigInt(ROULETTE_PAYTABLE[bet.kind] + 1);
  }
  return fraction(returned, BigInt(POCKETS));
}
