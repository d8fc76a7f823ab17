import { dayKeyIn, groupByDay } from '@/lib/wallet/ui-day-groups';
import type { Transaction } from '@/lib/wallet/schemas';

const tx = (referenceId: string, transactionDate: string): Transaction => ({
  referenceId,
  playerId: 1,
  walletId: 1,
  walletType: 'MAIN',
  amount: 100,
  balanceAfterTransaction: 100,
  currency: 'EUR',
  category: 'PAYMENT',
  status: 'SUCCESS',
  type: 'DEPOSIT',
  transactionDate,
});

describe('groupByDay', () => {
  const rows = [tx('a', '2026-11-23T00:30:00Z'), tx('b', '2026-11-22T23:10:00Z'), tx('c', '2026-11-22T21:00:00Z'), tx('d', '2026-11-21T12:00:00Z')];

  it('marks the first row of each calendar day in UTC', () => {
    expect(groupByDay(rows, 'UTC').map((r) => [r.referenceId, r.dayKey, r.firstInGroup])).toEqual([
      ['a', '2026-11-23', true],
      ['b', '2026-11-22', true],
      ['c', '2026-11-22', false],
      ['d', '2026-11-21', true],
    ]);
  });

  it("uses the player's time zone: in Helsinki (UTC+2) 23:10Z and 00:30Z are the same day", () => {
    expect(groupByDay(rows, 'Europe/Helsinki').map((r) => [r.referenceId, r.dayKey, r.firstInGroup])).toEqual([
      ['a', '2026-11-23', true],
      ['b', '2026-11-23', false],
      ['c', '2026-11-22', true],
      ['d', '2026-11-21', true],
    ]);
  });

  it('in Los Angeles (UTC−8) the same instants fall a day earlier', () => {
    expect(dayKeyIn('2026-11-23T00:30:00Z', 'America/Los_Angeles')).toBe('2026-11-22');
    expect(
      groupByDay(rows, 'America/Los_Angeles')
        .filter((r) => r.firstInGroup)
        .map((r) => r.referenceId),
    ).toEqual(['a', 'd']);
  });

  it('keeps the rows and their order, and handles an empty list', () => {
    expect(groupByDay(rows, 'UTC').map((r) => r.referenceId)).toEqual(['a', 'b', 'c', 'd']);
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});
