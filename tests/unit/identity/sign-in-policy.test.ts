/** @jest-environment node */
import {
  afterFailure,
  claimAttempt,
  daysLeft,
  FAILURE_MEMORY_MS,
  isLocked,
  lockMinutesLeft,
  MAX_FAILED_SIGN_INS,
  SIGN_IN_LOCK_MS,
  signInRefusal,
} from '@/server/domains/identity/sign-in-policy';
import { accountMaySessionContinue, shouldRefreshToken, TOKEN_REFRESH_AFTER_SECONDS } from '@/server/identity/session-policy';
import { ACCOUNT_STATUSES } from '@/lib/identity/schemas';
import { players } from '@/server/db/schema';

const now = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const later = (ms: number) => new Date(now.getTime() + ms);
const account = (status: (typeof ACCOUNT_STATUSES)[number], extra: { timeoutUntil?: Date | null; exclusionUntil?: Date | null } = {}) => ({
  status,
  timeoutUntil: null,
  exclusionUntil: null,
  ...extra,
});

describe('signInRefusal', () => {
  it('uses the same statuses as the database column', () => {
    expect([...ACCOUNT_STATUSES]).toEqual([...players.status.enumValues]);
  });

  it.each(['REGISTERED', 'ACCOUNT_UNVERIFIED', 'RESTRICTED', 'PAYOUT'] as const)('lets a %s account in', (status) => {
    expect(signInRefusal(account(status), now)).toBeNull();
  });

  it('refuses closed, blacklisted and unfinished accounts with their codes', () => {
    expect(signInRefusal(account('CLOSED'), now)).toEqual({ code: 'error.account.closed' });
    expect(signInRefusal(account('BLACKLISTED'), now)).toEqual({ code: 'error.account.deactivated' });
    expect(signInRefusal(account('PRE_REGISTERED'), now)).toEqual({ code: 'error.player.not.found' });
  });

  it('refuses a running timeout with the days left, rounded up; an ended one lets in', () => {
    expect(signInRefusal(account('TIMEOUT', { timeoutUntil: later(3 * 60 * 60_000) }), now)).toMatchObject({
      code: 'error.timeout.in.progress',
      additionalInfo: { days: 1 },
    });
    expect(signInRefusal(account('TIMEOUT', { timeoutUntil: later(6.2 * DAY) }), now)).toMatchObject({ additionalInfo: { days: 7 } });
    expect(signInRefusal(account('TIMEOUT', { timeoutUntil: now }), now)).toBeNull();
    expect(signInRefusal(account('TIMEOUT'), now)).toBeNull();
  });

  it('refuses a running exclusion with days, an open-ended one as indefinite', () => {
    expect(signInRefusal(account('SELF_EXCLUDED', { exclusionUntil: later(180 * DAY) }), now)).toMatchObject({
      code: 'error.exclusion.in.progress',
      additionalInfo: { days: 180 },
    });
    expect(signInRefusal(account('SELF_EXCLUDED'), now)).toEqual({ code: 'error.exclusion.in.progress.indefinitely' });
    expect(signInRefusal(account('SELF_EXCLUDED', { exclusionUntil: later(-1) }), now)).toBeNull();
  });

  it('daysLeft is at least 1', () => {
    expect(daysLeft(later(1), now)).toBe(1);
    expect(daysLeft(later(DAY), now)).toBe(1);
    expect(daysLeft(later(DAY + 1), now)).toBe(2);
  });
});

describe('failed sign-in lock', () => {
  it('locks on the fifth consecutive failure for 30 minutes', () => {
    let state = null;
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i += 1) {
      state = afterFailure(state, now);
      expect(state).toMatchObject({ failures: i, lockedUntil: null });
      expect(isLocked(state, now)).toBe(false);
    }
    state = afterFailure(state, now);
    expect(state.lockedUntil).toEqual(later(SIGN_IN_LOCK_MS));
    expect(isLocked(state, now)).toBe(true);
    expect(lockMinutesLeft(state.lockedUntil!, now)).toBe(30);
    expect(isLocked(state, later(SIGN_IN_LOCK_MS))).toBe(false);
  });

  it('forgets failures older than an hour, and starts over after a lock ends', () => {
    const old = { failures: 4, lastFailureAt: now, lockedUntil: null };
    expect(afterFailure(old, later(FAILURE_MEMORY_MS + 1)).failures).toBe(1);
    const locked = { failures: 5, lastFailureAt: now, lockedUntil: later(SIGN_IN_LOCK_MS) };
    expect(afterFailure(locked, later(SIGN_IN_LOCK_MS)).failures).toBe(1);
  });

  it('claims each attempt as a failure before the password is judged: five claims, the fifth sets the lock, then none', () => {
    let state = null;
    for (let i = 1; i <= MAX_FAILED_SIGN_INS; i += 1) {
      const claim = claimAttempt(state, now);
      if (!claim.allowed) throw new Error(`claim ${i} refused`);
      expect(claim.next.failures).toBe(i);
      expect(claim.next.lockedUntil).toEqual(i === MAX_FAILED_SIGN_INS ? later(SIGN_IN_LOCK_MS) : null);
      state = claim.next;
    }
    expect(claimAttempt(state, now)).toEqual({ allowed: false, lockedUntil: later(SIGN_IN_LOCK_MS) });
    expect(claimAttempt(state, later(SIGN_IN_LOCK_MS - 1))).toEqual({ allowed: false, lockedUntil: later(SIGN_IN_LOCK_MS) });
  });

  it('allows a claim again once the lock has ended, counting from one', () => {
    const locked = { failures: 5, lastFailureAt: now, lockedUntil: later(SIGN_IN_LOCK_MS) };
    expect(claimAttempt(locked, later(SIGN_IN_LOCK_MS))).toEqual({
      allowed: true,
      next: { failures: 1, lastFailureAt: later(SIGN_IN_LOCK_MS), lockedUntil: null },
    });
  });
});

describe('session policy', () => {
  it.each([
    ['REGISTERED', {}, true],
    ['PAYOUT', {}, true],
    ['CLOSED', {}, false],
    ['BLACKLISTED', {}, false],
    ['PRE_REGISTERED', {}, false],
    ['TIMEOUT', { timeoutUntil: later(1000) }, false],
    ['TIMEOUT', { timeoutUntil: later(-1000) }, true],
    ['SELF_EXCLUDED', { exclusionUntil: null }, false],
    ['SELF_EXCLUDED', { exclusionUntil: later(1000) }, false],
    ['SELF_EXCLUDED', { exclusionUntil: later(-1000) }, true],
  ] as const)('a %s account %j may continue: %s', (status, extra, allowed) => {
    expect(accountMaySessionContinue(account(status, extra), now)).toBe(allowed);
  });

  it('refreshes a token once it is 15 minutes old', () => {
    const iat = 1_000_000;
    expect(shouldRefreshToken(iat, iat + TOKEN_REFRESH_AFTER_SECONDS - 1)).toBe(false);
    expect(shouldRefreshToken(iat, iat + TOKEN_REFRESH_AFTER_SECONDS)).toBe(true);
  });
});
