import { computeAccess, type AccessProfile } from '@/lib/identity/access';

const open: AccessProfile = {
  payout: false,
  casino: true,
  liveCasino: true,
  sports: true,
  virtualSports: true,
  bonuses: true,
  deposit: true,
  withdrawal: true,
};

describe('computeAccess', () => {
  it.each([
    ['an anonymous visitor', { authorized: false, profile: null }],
    ['a player without a profile', { authorized: true, profile: null }],
  ])('lets %s into casino, live casino, sports and virtuals, but not deposit, bonuses or withdrawal', (_label, input) => {
    expect(computeAccess(input)).toEqual({
      authorized: input.authorized,
      payoutRisk: false,
      multibrandSuspended: false,
      casino: true,
      liveCasino: true,
      virtualSports: true,
      sportsbook: true,
      deposit: false,
      bonuses: false,
      withdrawal: false,
    });
  });

  it('ignores a profile passed for an anonymous caller', () => {
    expect(computeAccess({ authorized: false, profile: { ...open, casino: false } }).casino).toBe(true);
  });

  it('opens everything for a player whose flags allow it', () => {
    expect(computeAccess({ authorized: true, profile: open })).toEqual({
      authorized: true,
      payoutRisk: false,
      multibrandSuspended: false,
      casino: true,
      liveCasino: true,
      virtualSports: true,
      sportsbook: true,
      deposit: true,
      bonuses: true,
      withdrawal: true,
    });
  });

  it.each([
    ['casino', 'casino'],
    ['liveCasino', 'liveCasino'],
    ['virtualSports', 'virtualSports'],
    ['sports', 'sportsbook'],
    ['bonuses', 'bonuses'],
    ['deposit', 'deposit'],
    ['withdrawal', 'withdrawal'],
  ] as const)('a false %s flag closes %s and nothing else', (flag, gate) => {
    const access = computeAccess({ authorized: true, profile: { ...open, [flag]: false } });
    expect(access[gate]).toBe(false);
    const others = Object.entries(access).filter(([key]) => key !== gate && key !== 'authorized' && key !== 'payoutRisk' && key !== 'multibrandSuspended');
    expect(others.every(([, value]) => value === true)).toBe(true);
  });

  it('payout set: payout risk, no deposit, no bonuses; verticals and withdrawal follow their flags', () => {
    expect(computeAccess({ authorized: true, profile: { ...open, payout: true } })).toEqual({
      authorized: true,
      payoutRisk: true,
      multibrandSuspended: false,
      casino: true,
      liveCasino: true,
      virtualSports: true,
      sportsbook: true,
      deposit: false,
      bonuses: false,
      withdrawal: true,
    });
  });

  it('multibrand suspended: payout restricted, no deposit, bonuses or withdrawal', () => {
    expect(computeAccess({ authorized: true, profile: open, multibrandSuspended: true })).toMatchObject({
      payoutRisk: true,
      multibrandSuspended: true,
      deposit: false,
      bonuses: false,
      withdrawal: false,
      casino: true,
    });
  });

  it('checks every combination of payout, suspension and deposit flag against the spec rule', () => {
    for (const payout of [false, true]) {
      for (const suspended of [false, true]) {
        for (const deposit of [false, true]) {
          const access = computeAccess({ authorized: true, profile: { ...open, payout, deposit }, multibrandSuspended: suspended });
          expect(access.deposit).toBe(deposit && !payout && !suspended);
          expect(access.payoutRisk).toBe(payout || suspended);
        }
      }
    }
  });
});
