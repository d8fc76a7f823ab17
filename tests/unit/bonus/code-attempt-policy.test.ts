import { PlatformApiError } from '@/lib/api/errors';
import {
  BONUS_CODE_LIMIT_CODE,
  codeAttemptLimitOf,
  countsAsFailure,
  DEFAULT_BONUS_CODE_WINDOW_MS,
  DEFAULT_MAX_FAILED_BONUS_CODES,
  limitedUntil,
  windowCutoff,
} from '@/lib/bonus/code-attempt-policy';
import { rewardErrorKey, rewardErrorValues } from '@/lib/bonus/ui-api';

// The bonus-code attempt limit's pure rules (docs/decisions.md "Bonus-code attempt limit").
describe('bonus-code attempt limit policy', () => {
  it('allows 10 failed codes an hour unless configured', () => {
    expect(codeAttemptLimitOf(undefined, undefined)).toEqual({ maxFailures: 10, windowMs: 3_600_000 });
    expect([DEFAULT_MAX_FAILED_BONUS_CODES, DEFAULT_BONUS_CODE_WINDOW_MS]).toEqual([10, 3_600_000]);
    expect(codeAttemptLimitOf(3, 15)).toEqual({ maxFailures: 3, windowMs: 900_000 });
  });

  it('counts unknown and unusable codes only', () => {
    expect(countsAsFailure('error.bonus_code.invalid')).toBe(true);
    expect(countsAsFailure('error.bonus_code.not_available')).toBe(true);
    for (const other of ['error.bonus.active.already.exists', 'error.bonus.claim.limit_reached', 'error.system.error', BONUS_CODE_LIMIT_CODE, null]) {
      expect(countsAsFailure(other)).toBe(false);
    }
  });

  it('ends a window windowMs after it opened', () => {
    const limit = codeAttemptLimitOf(10, 60);
    const now = new Date('2026-11-27T12:00:00Z');
    expect(windowCutoff(now, limit).toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect(limitedUntil(new Date('2026-11-27T11:30:00Z'), limit).toISOString()).toBe('2026-11-27T12:30:00.000Z');
  });

  it('shows the limit on the bonus-code page with the minutes left (default the hour)', () => {
    const limited = new PlatformApiError(429, BONUS_CODE_LIMIT_CODE, 'x', [], { minutes: 42, until: '2026-11-27T12:30:00.000Z' });
    expect(rewardErrorKey(limited)).toBe('error_bonus_code_attempt_count_exceeded');
    expect(rewardErrorValues(limited)).toEqual({ minutes: 42 });
    expect(rewardErrorValues(new PlatformApiError(429, BONUS_CODE_LIMIT_CODE, 'x'))).toEqual({ minutes: 60 });
  });
});
