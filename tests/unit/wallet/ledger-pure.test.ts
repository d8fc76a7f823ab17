import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { requestHash } from '@/server/domains/ledger/request-hash';
import { isRetryableSqlState, sqlStateOf } from '@/server/domains/ledger/sql-state';
import type { OperationRequest } from '@/server/domains/ledger/types';
import { toJsonMinorUnits } from '@/server/domains/wallet/minor-units';

const bet: OperationRequest = {
  idempotencyKey: 'k1',
  type: 'BET',
  category: 'CASINO',
  playerId: 7,
  currency: 'EUR',
  legs: transfer(playerAccount(7, 'MAIN'), gameAccount(), 100n),
};

describe('requestHash', () => {
  it('ignores the key and the order of legs', () => {
    expect(requestHash({ ...bet, idempotencyKey: 'other', legs: [...bet.legs].reverse() })).toBe(requestHash(bet));
  });
  it.each([
    ['amount', { legs: transfer(playerAccount(7, 'MAIN'), gameAccount(), 101n) }],
    ['account', { legs: transfer(playerAccount(8, 'MAIN'), gameAccount(), 100n) }],
    ['type', { type: 'WIN' as const }],
    ['category', { category: 'LIVE_CASINO' as const }],
    ['status', { status: 'PENDING' as const }],
    ['currency', { currency: 'SEK' }],
    ['player', { playerId: 8 }],
    ['reversal target', { reversesOperationId: 3 }],
  ])('changes with the %s', (_, change) => {
    expect(requestHash({ ...bet, ...change })).not.toBe(requestHash(bet));
  });
});

describe('transfer', () => {
  it('makes a debit and a credit that sum to zero', () => {
    const legs = transfer(playerAccount(1, 'MAIN'), playerAccount(1, 'LOCKED'), 250n);
    expect(legs.map((leg) => leg.amount)).toEqual([-250n, 250n]);
  });
  it('refuses zero and negative amounts', () => {
    expect(() => transfer(playerAccount(1, 'MAIN'), gameAccount(), 0n)).toThrow(RangeError);
    expect(() => transfer(playerAccount(1, 'MAIN'), gameAccount(), -1n)).toThrow(RangeError);
  });
});

describe('sqlStateOf', () => {
  it('reads the code through wrapper causes', () => {
    expect(sqlStateOf({ message: 'wrapped', cause: { code: '40P01' } })).toBe('40P01');
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    expect(sqlStateOf({ code: 'ECONNRESET' })).toBeUndefined();
  });
  it('retries deadlocks and serialization failures only', () => {
    expect([isRetryableSqlState('40P01'), isRetryableSqlState('40001'), isRetryableSqlState('23505'), isRetryableSqlState(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('toJsonMinorUnits', () => {
  it('converts safe integers exactly and refuses the rest', () => {
    expect(toJsonMinorUnits(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toJsonMinorUnits(9_007_199_254_740_992n)).toThrow(RangeError);
  });
});
