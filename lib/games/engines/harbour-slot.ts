import { fraction, type Fraction } from './fraction';
import type { Rng } from './rng';

/**
 * "Harbour Lights": 5 reels x 3 rows, 10 fixed paylines, left-to-right line wins of 3, 4 or 5 of a kind.
 * The lighthouse is wild: it stands in for every symbol and pays on its own. Pure and isomorphic: the game
 * server draws the reel stops with node:crypto, the browser only draws what the server decided.
 */
export const SLOT_SYMBOLS = ['lighthouse', 'anchor', 'ship', 'compass', 'wheel', 'rope', 'shell'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD: SlotSymbol = 'lighthouse';
export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

const LETTER: Record<string, SlotSymbol> = { L: 'lighthouse', A: 'anchor', S: 'ship', C: 'compass', W: 'wheel', R: 'rope', H: 'shell' };

/** The published reel strips (28 stops each: 1 lighthouse, 2 anchors, 3 ships, 4 compasses, 5 wheels, 6 ropes, 7 shells). */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  'HWHSWLRCHRWHRCAHSHRWRASHCRCW',
  'SCHCHAWHRSRHCHCHRSWRWLWARWRH',
  'SWRHCWHARHRSRAHSCLRHWHRWCWHC',
  'CHSLHWCHSRSHCWACRWHRWHRAHRWR',
  'WRWRHSRCHALWHRHCWCHRHWSCHARS',
].map((strip) => strip.split('').map((letter) => LETTER[letter]));

/** Row index (0 top, 1 middle, 2 bottom) on each reel, per payline. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 2, 1, 0, 1],
];

/** Line pays in multiples of the line bet (stake / 10) for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  lighthouse: [50, 200, 1000],
  anchor: [30, 100, 500],
  ship: [20, 75, 300],
  compass: [15, 50, 200],
  wheel: [10, 30, 120],
  rope: [7, 25, 80],
  shell: [5, 15, 50],
};

export interface LineWin {
  /** 0-based payline index. */
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  /** Minor units. */
  win: number;
}

export interface SlotOutcome {
  /** Reel stop (index of the top row's symbol on each strip). */
  stops: number[];
  /** Visible window: grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  /** Minor units; the sum of the line wins. */
  win: number;
}

/** Pay of one line in line-bet multiples, with its symbol and count (null when it pays nothing). */
export function evaluateLine(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: 3 | 4 | 5; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const wildPay = wilds >= 3 ? SLOT_PAYTABLE[WILD][wilds - 3] : 0;
  let best = wilds >= 3 ? { symbol: WILD, count: wilds as 3 | 4 | 5, pay: wildPay } : null;
  if (wilds === symbols.length) return best;
  const symbol = symbols[wilds];
  let count = wilds;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count += 1;
  if (count >= 3) {
    const pay = SLOT_PAYTABLE[symbol][count - 3];
    if (!best || pay > best.pay) best = { symbol, count: count as 3 | 4 | 5, pay };
  }
  return best;
}

/** Stakes must split evenly over the lines so every win is a whole number of minor units. */
export function isValidSlotStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0 && stake % PAYLINES.length === 0;
}

export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  return REEL_STRIPS.map((strip, reel) => Array.from({ length: ROW_COUNT }, (_, row) => strip[(stops[reel] + row) % strip.length]));
}

export function evaluateWindow(grid: readonly (readonly SlotSymbol[])[], stake: number): { lineWins: LineWin[]; win: number } {
  const lineBet = stake / PAYLINES.length;
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const result = evaluateLine(rows.map((row, reel) => grid[reel][row]));
    if (result) lineWins.push({ line, symbol: result.symbol, count: result.count, win: result.pay * lineBet });
  });
  return { lineWins, win: lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0) };
}

/** One spin: a uniform stop per reel from `rng`, then the paylines. */
export function playSlot(stake: number, rng: Rng): SlotOutcome {
  if (!isValidSlotStake(stake)) throw new RangeError(`stake must be a positive multiple of ${PAYLINES.length} minor units`);
  const stops = REEL_STRIPS.map((strip) => rng.int(strip.length));
  const grid = windowAt(stops);
  return { stops, grid, ...evaluateWindow(grid, stake) };
}

/**
 * Theoretical RTP, exact: every row of a reel shows each strip symbol with probability count / length, and
 * the reels are independent, so one line's expected pay is the sum over all 7^5 symbol combinations of
 * (product of symbol counts) x pay / (product of strip lengths). Every payline has the same expectation, and
 * the stake is 10 line bets spread over 10 lines, so the spin's RTP equals one line's expected pay.
 */
export function slotTheoreticalRtp(): Fraction {
  const counts = REEL_STRIPS.map((strip) => SLOT_SYMBOLS.map((symbol) => BigInt(strip.filter((s) => s === symbol).length)));
  const total = REEL_STRIPS.reduce((product, strip) => product * BigInt(strip.length), 1n);
  let paid = 0n;
  const symbols: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint): void => {
    if (weight === 0n) return;
    if (reel === REEL_COUNT) {
      const result = evaluateLine(symbols);
      if (result) paid += weight * BigInt(result.pay);
      return;
    }
    SLOT_SYMBOLS.forEach((symbol, index) => {
      symbols[reel] = symbol;
      walk(reel + 1, weight * counts[reel][index]);
    });
  };
  walk(0, 1n);
  return fraction(paid, total);
}
