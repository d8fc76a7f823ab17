import { exceededLimit, limitLeft, tightestLimit, type LimitUsage } from '@/lib/limits/headroom';

const window = { start: new Date('2026-05-10T00:00:00Z'), resetAt: new Date('2026-05-11T00:00:00Z') };
const usage = (period: 'D' | 'W' | 'M', value: bigint, used: bigint): LimitUsage => ({ period, value, used, window });

describe('limit headroom', () => {
  it('is value − used, never below zero, and above the value while the player is ahead', () => {
    expect(limitLeft(usage('D', 5_000n, 1_000n))).toBe(4_000n);
    expect(limitLeft(usage('D', 5_000n, 7_000n))).toBe(0n);
    expect(limitLeft(usage('D', 5_000n, -2_000n))).toBe(7_000n);
  });

  it('picks the limit with the least left, the shorter period on a tie', () => {
    expect(tightestLimit([usage('D', 5_000n, 0n), usage('W', 9_000n, 6_000n), usage('M', 20_000n, 0n)])?.period).toBe('W');
    expect(tightestLimit([usage('D', 5_000n, 0n), usage('W', 5_000n, 0n)])?.period).toBe('D');
    expect(tightestLimit([])).toBeNull();
  });

  it('lets an amount through up to the limit exactly and names the limit it would break', () => {
    const usages = [usage('D', 5_000n, 1_000n), usage('W', 20_000n, 17_500n)];
    expect(exceededLimit(usages, 2_500n)).toBeNull();
    expect(exceededLimit(usages, 2_501n)?.period).toBe('W');
    expect(exceededLimit(usages, 4_001n)?.period).toBe('W');
    expect(exceededLimit([usage('D', 5_000n, 1_000n)], 4_001n)?.period).toBe('D');
    expect(exceededLimit([], 10n ** 12n)).toBeNull();
  });
});
