import type { BetLimit } from '@/lib/content/types/games';
import { gameErrorMessageKey, HARBOUR_GAME_ERROR_STATUS, seamlessToGameError } from '@/lib/games/harbour/error-codes';
import { formatSessionTime, netPosition, remainingRoundDelay, SLOT_MIN_ROUND_MS } from '@/lib/games/harbour/play-clock';
import { betLimitFor, defaultStake, engineAcceptsStake, isAllowedStake, stakeLadder } from '@/lib/games/harbour/stakes';

describe('stakes', () => {
  it('offers the 1-2-5 ladder inside the limit; the slot only multiples of its 10 lines', () => {
    expect(stakeLadder('slot', { min: 25, max: 5_000 })).toEqual([50, 100, 200, 500, 1_000, 2_000, 5_000]);
    expect(stakeLadder('roulette', { min: 20, max: 1_000 })).toEqual([20, 50, 100, 200, 500, 1_000]);
    expect(stakeLadder('slot', null)).toEqual([10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
  });

  it('falls back to the smallest accepted stake when no ladder step fits, or none', () => {
    expect(stakeLadder('slot', { min: 25, max: 45 })).toEqual([30]);
    expect(stakeLadder('roulette', { min: 25, max: 45 })).toEqual([25]);
    expect(stakeLadder('slot', { min: 21, max: 29 })).toEqual([]);
    expect(defaultStake([])).toBeNull();
    expect(defaultStake([30, 50])).toBe(30);
  });

  it('checks a stake against the engine and the limit', () => {
    expect(engineAcceptsStake('slot', 15)).toBe(false);
    expect(engineAcceptsStake('roulette', 15)).toBe(true);
    expect(engineAcceptsStake('roulette', 0)).toBe(false);
    expect(isAllowedStake('roulette', 15, { min: 20, max: 100 })).toBe(false);
    expect(isAllowedStake('roulette', 100, { min: 20, max: 100 })).toBe(true);
    expect(isAllowedStake('slot', 20_000, null)).toBe(false);
  });

  it('picks the limit in the currency asked for', () => {
    const limits: BetLimit[] = [
      { min: 10, max: 100, currency: 'EUR' },
      { min: 100, max: 1_000, currency: 'NOK' },
    ];
    expect(betLimitFor(limits, 'NOK')).toEqual(limits[1]);
    expect(betLimitFor(limits, 'CAD')).toBeNull();
  });
});

describe('play clock', () => {
  it('holds a slot result until 2.5 s after the round started', () => {
    expect(SLOT_MIN_ROUND_MS).toBe(2_500);
    expect(remainingRoundDelay(1_000, 1_400, SLOT_MIN_ROUND_MS)).toBe(2_100);
    expect(remainingRoundDelay(1_000, 4_000, SLOT_MIN_ROUND_MS)).toBe(0);
  });

  it('formats session time as h:mm:ss', () => {
    expect(formatSessionTime(0)).toBe('0:00:00');
    expect(formatSessionTime(61_999)).toBe('0:01:01');
    expect(formatSessionTime(25 * 3_600_000 + 5_000)).toBe('25:00:05');
    expect(formatSessionTime(-5)).toBe('0:00:00');
  });

  it('sums the net position of the session', () => {
    expect(netPosition([])).toBe(0);
    expect(
      netPosition([
        { stake: 100, win: 0 },
        { stake: 100, win: 350 },
      ]),
    ).toBe(150);
  });
});

describe('error codes', () => {
  it('maps every seamless refusal a bet can meet to a game code with a message key', () => {
    expect(seamlessToGameError('error.seamless.insufficient_funds')).toBe('error.game.insufficient_funds');
    expect(seamlessToGameError('error.seamless.round.closed')).toBe('error.game.round.rejected');
    expect(seamlessToGameError('error.seamless.signature.invalid')).toBe('error.game.unavailable');
    expect(gameErrorMessageKey('error.game.limit.reached')).toBe('limit_reached');
    expect(gameErrorMessageKey('error.game.not_found')).toBe('not_found');
    expect(gameErrorMessageKey('error.rate_limit.exceeded')).toBe('generic');
    expect(gameErrorMessageKey(undefined)).toBe('generic');
    expect(Object.keys(HARBOUR_GAME_ERROR_STATUS).map(gameErrorMessageKey)).not.toContain('generic');
  });
});

describe('codes shared with game launch', () => {
  it('answer with the same status in both tables', async () => {
    const { GAME_LAUNCH_ERROR_STATUS } = await import('@/lib/games/launch/error-codes');
    const shared = Object.entries(GAME_LAUNCH_ERROR_STATUS).filter(([code]) => code in HARBOUR_GAME_ERROR_STATUS);
    expect(shared.length).toBeGreaterThan(0);
    for (const [code, status] of shared)
      expect({ code, status: HARBOUR_GAME_ERROR_STATUS[code as keyof typeof HARBOUR_GAME_ERROR_STATUS] }).toEqual({ code, status });
  });
});
