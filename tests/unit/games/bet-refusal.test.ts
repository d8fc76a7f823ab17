import { betRefusal, type BettingPlayer } from '@/server/domains/games/bet-refusal';
import { ACCOUNT_STATUSES } from '@/lib/identity/schemas';

const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-11-24T12:00:00Z');
const earlier = new Date('2026-11-22T12:00:00Z');
const player: BettingPlayer = {
  status: 'REGISTERED',
  kycStatus: 'FULLY VERIFIED',
  timeoutUntil: null,
  exclusionUntil: null,
  payout: false,
  multibrandSuspended: false,
  casino: true,
  liveCasino: true,
  virtualSports: true,
};

describe('betRefusal', () => {
  it('lets a player in good standing bet in every vertical', () => {
    expect(betRefusal(player, 'CASINO', now)).toBeNull();
    expect(betRefusal(player, 'LIVE_CASINO', now)).toBeNull();
    expect(betRefusal(player, 'VIRTUAL_SPORTS', now)).toBeNull();
  });

  it('refuses self-exclusion (running or indefinite) before anything else', () => {
    expect(betRefusal({ ...player, status: 'SELF_EXCLUDED', exclusionUntil: later }, 'CASINO', now)).toBe('error.seamless.player.excluded');
    expect(betRefusal({ ...player, status: 'SELF_EXCLUDED', exclusionUntil: null, payout: true, casino: false }, 'CASINO', now)).toBe(
      'error.seamless.player.excluded',
    );
    expect(betRefusal({ ...player, exclusionUntil: later }, 'CASINO', now)).toBe('error.seamless.player.excluded');
    expect(betRefusal({ ...player, status: 'SELF_EXCLUDED', exclusionUntil: earlier }, 'CASINO', now)).toBeNull();
  });

  it('refuses a running timeout (one without an end counts as running), not an ended one', () => {
    expect(betRefusal({ ...player, status: 'TIMEOUT', timeoutUntil: later }, 'CASINO', now)).toBe('error.seamless.player.timeout');
    expect(betRefusal({ ...player, status: 'TIMEOUT', timeoutUntil: null }, 'CASINO', now)).toBe('error.seamless.player.timeout');
    expect(betRefusal({ ...player, timeoutUntil: later }, 'LIVE_CASINO', now)).toBe('error.seamless.player.timeout');
    expect(betRefusal({ ...player, status: 'TIMEOUT', timeoutUntil: earlier }, 'CASINO', now)).toBeNull();
    expect(betRefusal({ ...player, status: 'TIMEOUT', timeoutUntil: now }, 'CASINO', now)).toBeNull();
  });

  it('denies access to closed, blacklisted, restricted, pre-registered and KYC-suspended accounts', () => {
    for (const status of ['CLOSED', 'BLACKLISTED', 'RESTRICTED', 'PRE_REGISTERED'] as const) {
      expect(betRefusal({ ...player, status }, 'CASINO', now)).toBe('error.seamless.access.denied');
    }
    expect(betRefusal({ ...player, kycStatus: 'SUSPENDED' }, 'CASINO', now)).toBe('error.seamless.access.denied');
  });

  it('denies payout-risk and multibrand-suspended players', () => {
    expect(betRefusal({ ...player, payout: true }, 'CASINO', now)).toBe('error.seamless.access.denied');
    expect(betRefusal({ ...player, status: 'PAYOUT' }, 'CASINO', now)).toBe('error.seamless.access.denied');
    expect(betRefusal({ ...player, multibrandSuspended: true }, 'LIVE_CASINO', now)).toBe('error.seamless.access.denied');
  });

  it('checks the product flag of the session vertical only', () => {
    expect(betRefusal({ ...player, casino: false }, 'CASINO', now)).toBe('error.seamless.access.denied');
    expect(betRefusal({ ...player, casino: false }, 'LIVE_CASINO', now)).toBeNull();
    expect(betRefusal({ ...player, liveCasino: false }, 'LIVE_CASINO', now)).toBe('error.seamless.access.denied');
    expect(betRefusal({ ...player, liveCasino: false }, 'CASINO', now)).toBeNull();
    expect(betRefusal({ ...player, virtualSports: false }, 'VIRTUAL_SPORTS', now)).toBe('error.seamless.access.denied');
    expect(betRefusal({ ...player, virtualSports: false }, 'CASINO', now)).toBeNull();
    expect(betRefusal({ ...player, casino: false, liveCasino: false }, 'VIRTUAL_SPORTS', now)).toBeNull();
  });

  it('has an answer for every account status', () => {
    const open = ['ACCOUNT_UNVERIFIED', 'REGISTERED'];
    for (const status of ACCOUNT_STATUSES) {
      const refusal = betRefusal({ ...player, status }, 'CASINO', now);
      expect(refusal === null).toBe(open.includes(status));
    }
  });
});
