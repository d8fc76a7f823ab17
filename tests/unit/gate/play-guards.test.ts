import { decide, type GateInput } from '@/lib/gate/decide';
import type { AccessFlags } from '@/lib/identity/schemas';

const open: AccessFlags = {
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
};
const base: GateInput = { pathname: '/en-UN', search: '', maintenance: false, country: null, hasSession: async () => false, sessionAccess: async () => null };
const run = (over: Partial<GateInput>) => decide({ ...base, ...over });
const signedIn = (flags: Partial<AccessFlags> = {}) => ({ hasSession: async () => true, sessionAccess: async () => ({ ...open, ...flags }) });
const next = (locale = 'en-UN') => ({ kind: 'next', locale });
const to = (location: string) => ({ kind: 'redirect', location, status: 307 });

describe('game page guards in the gate (spec games-wallet-bonuses §2)', () => {
  it('sends a visitor from live play to the live casino page, and lets visitors demo casino games', async () => {
    expect(await run({ pathname: '/fi-FI/live-casino-online/play/evolution/boardwalk-caribbean-stud' })).toEqual(to('/fi-FI/live-casino-online'));
    expect(await run({ pathname: '/fi-FI/online-casino/play/elk/amber-reef' })).toEqual(next('fi-FI'));
    expect(await run({ pathname: '/fi-FI/play/amber-reef' })).toEqual(next('fi-FI'));
  });

  it('lets a player with access play', async () => {
    expect(await run({ pathname: '/en-UN/live-casino-online/play/evolution/x', ...signedIn() })).toEqual(next());
    expect(await run({ pathname: '/en-UN/online-casino/play/elk/amber-reef', ...signedIn() })).toEqual(next());
  });

  it.each([
    ['/en-UN/online-casino/play/elk/amber-reef', { payoutRisk: true }],
    ['/en-UN/play/amber-reef', { payoutRisk: true }],
    ['/en-UN/live-casino-online/play/evolution/x', { multibrandSuspended: true }],
    ['/en-UN/online-casino/play/elk/amber-reef', { casino: false }],
    ['/en-UN/live-casino-online/play/evolution/x', { liveCasino: false }],
  ])('sends %s with %o to the locale fallback', async (pathname, flags) => {
    expect(await run({ pathname, ...signedIn(flags) })).toEqual(to('/en-UN'));
  });

  it('leaves product access on /play/{gameSlug} to the page and platform (the gate does not know the game)', async () => {
    expect(await run({ pathname: '/en-UN/play/amber-reef', ...signedIn({ casino: false }) })).toEqual(next());
  });

  // The lobbies themselves are flag-guarded by the route guards (decide.test.ts); promotions are not guarded at all.
  it('does not check access off guarded paths, nor when the flags cannot be read', async () => {
    const sessionAccess = jest.fn(async () => ({ ...open, payoutRisk: true }));
    expect(await run({ pathname: '/en-UN/promotions', hasSession: async () => true, sessionAccess })).toEqual(next());
    expect(sessionAccess).not.toHaveBeenCalled();
    expect(await run({ pathname: '/en-UN/online-casino/play/elk/x', hasSession: async () => true, sessionAccess: async () => null })).toEqual(next());
  });
});
