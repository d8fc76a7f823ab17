import { seededRng } from '@/lib/games/engines/rng';
import {
  drawsJackpot,
  JACKPOT_CONTRIBUTION_BASIS_POINTS,
  JACKPOT_CURRENCY,
  JACKPOT_TRIGGER_UNITS,
  jackpotContribution,
  playsForJackpot,
} from '@/lib/jackpots/policy';

describe('jackpot contribution', () => {
  it('is 1 % of the stake, rounded down to a whole minor unit', () => {
    expect(JACKPOT_CONTRIBUTION_BASIS_POINTS).toBe(100);
    expect([0, 1, 10, 99, 100, 150, 199, 200, 250, 1_000, 12_345].map(jackpotContribution)).toEqual([0, 0, 0, 0, 1, 1, 1, 2, 2, 10, 123]);
  });

  it('stays exact for the largest stakes (bigint arithmetic, no float)', () => {
    expect(jackpotContribution(Number.MAX_SAFE_INTEGER)).toBe(90_071_992_547_409);
  });

  it('never exceeds the stake share and leaves less than one minor unit behind', () => {
    const leftBehind = Array.from({ length: 700 }, (_, i) => i * 7).map((stake) => stake - jackpotContribution(stake) * 100);
    expect(Math.min(...leftBehind)).toBe(0);
    expect(Math.max(...leftBehind)).toBe(99);
  });

  it('refuses amounts that are not whole, non-negative minor units', () => {
    for (const stake of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) expect(() => jackpotContribution(stake)).toThrow(RangeError);
  });
});

describe('jackpot participation', () => {
  it('is for sessions in the pot currency only', () => {
    expect(JACKPOT_CURRENCY).toBe('EUR');
    expect(playsForJackpot('EUR')).toBe(true);
    expect(['CAD', 'NOK', 'eur', 'FUN'].some(playsForJackpot)).toBe(false);
  });
});

describe('jackpot trigger', () => {
  const fixed = (value: number) => ({ int: (max: number) => (expect(max).toBe(JACKPOT_TRIGGER_UNITS), value) });

  it('wins when the draw below 10,000,000 falls under the stake', () => {
    expect(JACKPOT_TRIGGER_UNITS).toBe(10_000_000);
    expect(drawsJackpot(100, fixed(0))).toBe(true);
    expect(drawsJackpot(100, fixed(99))).toBe(true);
    expect(drawsJackpot(100, fixed(100))).toBe(false);
    expect(drawsJackpot(100, fixed(JACKPOT_TRIGGER_UNITS - 1))).toBe(false);
  });

  it('never wins on nothing staked and always on a stake of the whole range', () => {
    const untouched = {
      int: (): number => {
        throw new Error('no draw expected');
      },
    };
    expect(drawsJackpot(0, untouched)).toBe(false);
    expect(drawsJackpot(JACKPOT_TRIGGER_UNITS, untouched)).toBe(true);
  });

  it('hits about stake / 10,000,000 of the time (seeded simulation)', () => {
    const rng = seededRng(18_02);
    const stake = 100_000; // 1 in 100
    let hits = 0;
    const draws = 200_000;
    for (let i = 0; i < draws; i += 1) if (drawsJackpot(stake, rng)) hits += 1;
    // Expected 2,000; a binomial's standard deviation here is about 44.
    expect(hits).toBeGreaterThan(1_800);
    expect(hits).toBeLessThan(2_200);
  });
});
