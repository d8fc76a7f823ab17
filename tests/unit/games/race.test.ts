import { toPercent } from '@/lib/games/engines/fraction';
import {
  drawFinishingOrder,
  isValidRaceBet,
  isVirtualGameType,
  playRace,
  raceCardFor,
  raceTheoreticalRtp,
  RUNNERS,
  type RaceBet,
} from '@/lib/games/engines/race';
import { seededRng, type Rng } from '@/lib/games/engines/rng';

const CARDS = [
  ['horseRacing', [3, 4, 5, 8, 10, 20]],
  ['greyhoundRacing', [5, 3, 8, 4, 20, 10]],
] as const;
const WEIGHT_BY_ODDS: Record<number, number> = { 3: 40, 4: 30, 5: 24, 8: 15, 10: 12, 20: 6 };
const horses = raceCardFor('horseRacing');

/** An Rng that answers from a script and records each range it was asked for. */
function scripted(answers: number[]): Rng & { ranges: number[] } {
  const ranges: number[] = [];
  return {
    ranges,
    int(maxExclusive) {
      ranges.push(maxExclusive);
      return answers.shift()!;
    },
  };
}

describe('virtual race engine', () => {
  it.each(CARDS)('%s: six distinct runners 1-6 with the published prices and weights (total 127)', (gameType, odds) => {
    const card = raceCardFor(gameType);
    expect(card.map((runner) => runner.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(card.map((runner) => runner.odds)).toEqual(odds);
    for (const runner of card) expect(runner.weight).toBe(WEIGHT_BY_ODDS[runner.odds]);
    expect(card.reduce((total, runner) => total + runner.weight, 0)).toBe(127);
  });

  it('knows which game types run races (and nothing inherited from Object)', () => {
    expect(isVirtualGameType('horseRacing')).toBe(true);
    expect(isVirtualGameType('greyhoundRacing')).toBe(true);
    expect(isVirtualGameType('roulette')).toBe(false);
    expect(isVirtualGameType('toString' as never)).toBe(false);
  });

  it.each(CARDS)('%s: every runner returns exactly 120/127 (94.49 %)', (gameType) => {
    const card = raceCardFor(gameType);
    for (let runner = 1; runner <= RUNNERS; runner += 1) {
      expect(raceTheoreticalRtp(card, runner)).toEqual({ numerator: 120n, denominator: 127n });
      expect(toPercent(raceTheoreticalRtp(card, runner))).toBe(94.49);
    }
  });

  it('draws a finishing order that is a permutation of the runners', () => {
    const rng = seededRng(6);
    for (let race = 0; race < 200; race += 1) {
      expect([...drawFinishingOrder(horses, rng)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('samples without replacement by the remaining weight', () => {
    // 127: ticket 126 is the last of runner 6 (weights 40,30,24,15,12,6). Then 121 left: 40 is runner 2's first.
    // Then 91 left (40,24,15,12): 0 is runner 1. Then 51 (24,15,12): 39 is runner 5. Then 39 (24,15): 24 is runner 4.
    const rng = scripted([126, 40, 0, 39, 24, 0]);
    expect(drawFinishingOrder(horses, rng)).toEqual([6, 2, 1, 5, 4, 3]);
    expect(rng.ranges).toEqual([127, 121, 91, 51, 39, 24]);
  });

  it('pays stake x odds when the backed runner wins, and nothing otherwise', () => {
    const dogs = raceCardFor('greyhoundRacing');
    // Ticket 0 picks the first remaining runner every time: the order 1-2-3-4-5-6.
    const firstEach = () => scripted([0, 0, 0, 0, 0, 0]);
    expect(playRace(horses, 250, { kind: 'win', runner: 1 }, firstEach())).toEqual({ order: [1, 2, 3, 4, 5, 6], win: 750 });
    expect(playRace(dogs, 250, { kind: 'win', runner: 1 }, firstEach()).win).toBe(1_250);
    expect(playRace(horses, 250, { kind: 'win', runner: 2 }, firstEach()).win).toBe(0);
    expect(playRace(horses, 100, { kind: 'win', runner: 6 }, scripted([126, 0, 0, 0, 0, 0]))).toEqual({ order: [6, 1, 2, 3, 4, 5], win: 2_000 });
  });

  it('refuses bad stakes and unknown bets', () => {
    const bet: RaceBet = { kind: 'win', runner: 3 };
    for (const stake of [0, -100, 1.5, Number.MAX_SAFE_INTEGER + 1]) expect(() => playRace(horses, stake, bet, seededRng(1))).toThrow(RangeError);
    for (const runner of [0, 7, 2.5]) {
      expect(isValidRaceBet(horses, { kind: 'win', runner })).toBe(false);
      expect(() => playRace(horses, 100, { kind: 'win', runner }, seededRng(1))).toThrow(RangeError);
    }
    expect(() => playRace(horses, 100, { kind: 'place', runner: 1 } as unknown as RaceBet, seededRng(1))).toThrow(RangeError);
  });

  // SIMULATION: 500,000 seeded races per card; each runner's win share within 4 standard errors of weight/127.
  it.each(CARDS)(
    'SIMULATION: %s winners follow weight/127 and the RTP 120/127 over 500,000 races',
    (gameType) => {
      const card = raceCardFor(gameType);
      const races = 500_000;
      const rng = seededRng(127);
      const wins = new Map<number, number>();
      for (let race = 0; race < races; race += 1) {
        const [winner] = drawFinishingOrder(card, rng);
        wins.set(winner!, (wins.get(winner!) ?? 0) + 1);
      }
      for (const runner of card) {
        const p = runner.weight / 127;
        const share = (wins.get(runner.number) ?? 0) / races;
        expect(Math.abs(share - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / races));
        expect(Math.abs(share * runner.odds - 120 / 127)).toBeLessThan(4 * runner.odds * Math.sqrt((p * (1 - p)) / races));
      }
    },
    30_000,
  );
});
