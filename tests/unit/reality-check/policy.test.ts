import { DEFAULT_REALITY_CHECK_SETTING, REALITY_CHECK_SETTINGS } from '@/lib/reality-check/enums';
import { activityTotals, elapsedMinutes, intervalMinutes, minutesRemaining, timerStart } from '@/lib/reality-check/policy';

const at = (iso: string) => new Date(iso);
const start = at('2026-11-27T10:00:00.000Z');
const plus = (ms: number) => new Date(start.getTime() + ms);
const MIN = 60_000;

describe('reality-check intervals (identity-and-account §3, §9)', () => {
  it('names 30, 60 and 120 minutes, and NOT_SET for none; the default is 120 minutes', () => {
    expect(REALITY_CHECK_SETTINGS.map(intervalMinutes)).toEqual([30, 60, 120, null]);
    expect(intervalMinutes(DEFAULT_REALITY_CHECK_SETTING)).toBe(120);
  });
});

describe('timerStart', () => {
  it('takes the later of the session start and the last reset, whichever is known', () => {
    expect(timerStart(start, null)).toBe(start);
    expect(timerStart(null, start)).toBe(start);
    expect(timerStart(null, null)).toBeNull();
    expect(timerStart(start, plus(MIN))).toEqual(plus(MIN));
    // A reset from an earlier session does not shorten a new session's timer.
    expect(timerStart(start, plus(-MIN))).toBe(start);
  });
});

describe('minutesRemaining at the boundaries', () => {
  it.each([
    ['at the start', 0, 30],
    ['1 ms in', 1, 30],
    ['one minute in', MIN, 29],
    ['one minute and 1 ms in', MIN + 1, 29],
    ['10 s before the check: still 1 minute', 30 * MIN - 10_000, 1],
    ['1 ms before the check', 30 * MIN - 1, 1],
    ['exactly at the check', 30 * MIN, 0],
    ['past the check: never negative', 95 * MIN, 0],
    ['a clock behind the start: the full interval', -5 * MIN, 30],
  ])('HALF_AN_HOUR, %s', (_name, offset, expected) => {
    expect(minutesRemaining('HALF_AN_HOUR', start, plus(offset))).toBe(expected);
  });

  it('HOUR and TWO_HOURS count the same way; NOT_SET has no check', () => {
    expect(minutesRemaining('HOUR', start, plus(59 * MIN))).toBe(1);
    expect(minutesRemaining('HOUR', start, plus(60 * MIN))).toBe(0);
    expect(minutesRemaining('TWO_HOURS', start, plus(119 * MIN + 59_999))).toBe(1);
    expect(minutesRemaining('TWO_HOURS', start, plus(120 * MIN))).toBe(0);
    expect(minutesRemaining('NOT_SET', start, plus(10_000 * MIN))).toBeNull();
  });

  it('elapsedMinutes rounds down and never goes below 0', () => {
    expect(elapsedMinutes(start, plus(MIN - 1))).toBe(0);
    expect(elapsedMinutes(start, plus(45 * MIN + 59_999))).toBe(45);
    expect(elapsedMinutes(start, plus(-MIN))).toBe(0);
  });
});

describe('activityTotals: the summary arithmetic in minor units', () => {
  it('turns signed postings into turnover, winnings and delta', () => {
    // Stakes 1,000 + 250 (−1,250 on the player's side), the 250 voided (+250); wins 1,730 + 500, the 500 voided (−500).
    expect(activityTotals({ bets: -1_250n, betVoids: 250n, wins: 2_230n, winVoids: -500n })).toEqual({ turnover: 1_000n, winnings: 1_730n, delta: 730n });
  });

  it('answers zeros for a session without play, and a negative delta for a losing one', () => {
    expect(activityTotals({ bets: 0n, betVoids: 0n, wins: 0n, winVoids: 0n })).toEqual({ turnover: 0n, winnings: 0n, delta: 0n });
    expect(activityTotals({ bets: -500n, betVoids: 0n, wins: 0n, winVoids: 0n })).toEqual({ turnover: 500n, winnings: 0n, delta: -500n });
  });

  it('is exact beyond the float range (no rounding of minor units)', () => {
    const big = 2n ** 60n + 1n;
    expect(activityTotals({ bets: -big, betVoids: 1n, wins: big, winVoids: 0n })).toEqual({ turnover: big - 1n, winnings: big, delta: 1n });
  });
});
