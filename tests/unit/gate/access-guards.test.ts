import { accessFallback, accessGuardFor, isAllowedBy, toGateAccess, type GateAccess } from '@/lib/gate/access-guards';
import { computeAccess, type AccessProfile } from '@/lib/identity/access';

const FLAGS = ['payoutRisk', 'multibrandSuspended', 'casino', 'liveCasino', 'virtualSports', 'sportsbook', 'bonuses'] as const;

/** Every combination of the seven flags (128). */
function everyAccess(): GateAccess[] {
  return Array.from({ length: 2 ** FLAGS.length }, (_, mask) => Object.fromEntries(FLAGS.map((flag, bit) => [flag, Boolean(mask & (1 << bit))])) as GateAccess);
}

describe('accessGuardFor', () => {
  it.each([
    ['/online-casino', 'casino'],
    ['/online-casino/', 'casino'],
    ['/online-casino/slots', 'casino'],
    ['/live-casino-online', 'liveCasino'],
    ['/live-casino-online/roulette', 'liveCasino'],
    ['/virtuals', 'virtualSports'],
    ['/sportsbook', 'sportsbook'],
    ['/sportsbook/football/europe/cup/final', 'sportsbook'],
  ])('%s needs %s access', (path, product) => expect(accessGuardFor(path)).toEqual({ kind: 'product', product }));

  it.each([
    ['/deposit', false],
    ['/my-account/banking/deposit', false],
    ['/my-account/rewards', false],
    ['/my-account/rewards/active/', false],
    ['/my-account/bonus-code', true],
  ])('%s is blocked for payout risk (bonuses needed: %s)', (path, needsBonuses) => expect(accessGuardFor(path)).toEqual({ kind: 'payout', needsBonuses }));

  it.each([
    '',
    '/',
    '/promotions',
    '/terms',
    '/online-casino/play/relax/12',
    '/live-casino-online/play/evolution',
    '/play/book-of-harbour',
    '/online-casinos',
    '/my-account',
    '/my-account/banking/withdraw',
    '/my-account/inbox',
    '/my-account/gambling-limits',
    '/my-account/rewards/other',
    '/deposit/extra',
  ])('%s has no flag guard', (path) => expect(accessGuardFor(path)).toBeNull());
});

describe('isAllowedBy', () => {
  it('lets a product in exactly when the player is neither payout-risk nor suspended and has its flag', () => {
    for (const access of everyAccess()) {
      for (const product of ['casino', 'liveCasino', 'virtualSports', 'sportsbook'] as const) {
        expect(isAllowedBy({ kind: 'product', product }, access)).toBe(!access.payoutRisk && !access.multibrandSuspended && access[product]);
      }
    }
  });

  it('lets deposit and rewards in exactly when the player is neither payout-risk nor suspended', () => {
    for (const access of everyAccess()) {
      expect(isAllowedBy({ kind: 'payout', needsBonuses: false }, access)).toBe(!access.payoutRisk && !access.multibrandSuspended);
    }
  });

  it('lets the bonus-code page in only when manual claim (bonuses) is allowed as well', () => {
    for (const access of everyAccess()) {
      expect(isAllowedBy({ kind: 'payout', needsBonuses: true }, access)).toBe(!access.payoutRisk && !access.multibrandSuspended && access.bonuses);
    }
  });
});

describe('accessFallback', () => {
  it('sends products to the locale home and account routes to the account overview', () => {
    expect(accessFallback('fi-FI', { kind: 'product', product: 'casino' })).toBe('/fi-FI');
    expect(accessFallback('fi-FI', { kind: 'payout', needsBonuses: false })).toBe('/fi-FI/my-account');
  });
});

describe('toGateAccess', () => {
  it('keeps the gate flags of computeAccess: a payout-flagged player is payout-risk and loses bonuses', () => {
    const profile: AccessProfile = {
      payout: true,
      casino: true,
      liveCasino: false,
      sports: true,
      virtualSports: true,
      bonuses: true,
      deposit: true,
      withdrawal: true,
    };
    expect(toGateAccess(computeAccess({ authorized: true, profile }))).toEqual({
      payoutRisk: true,
      multibrandSuspended: false,
      casino: true,
      liveCasino: false,
      virtualSports: true,
      sportsbook: true,
      bonuses: false,
    });
  });
});
