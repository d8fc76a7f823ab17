import type { GateAccess } from '@/lib/gate/access-guards';
import { decide, type GateInput } from '@/lib/gate/decide';

const base: GateInput = { pathname: '/en-UN', search: '', maintenance: false, country: null, hasSession: async () => false, sessionAccess: async () => null };
const open: GateAccess = {
  payoutRisk: false,
  multibrandSuspended: false,
  casino: true,
  liveCasino: true,
  virtualSports: true,
  sportsbook: true,
  bonuses: true,
};
const player = (over: Partial<GateAccess>): Partial<GateInput> => ({ hasSession: async () => true, sessionAccess: async () => ({ ...open, ...over }) });
const run = (over: Partial<GateInput>) => decide({ ...base, ...over });

describe('decide', () => {
  it('passes a valid public page to next-intl with its locale', async () => {
    expect(await run({ pathname: '/fi-FI/online-casino' })).toEqual({ kind: 'next', locale: 'fi-FI' });
  });

  it('redirects before any other rule, so maintenance pages still get a valid locale', async () => {
    expect(await run({ pathname: '/online-casino', maintenance: true })).toEqual({ kind: 'redirect', location: '/en-UN/online-casino', status: 307 });
  });

  it('shows maintenance for every page route with 503', async () => {
    expect(await run({ pathname: '/de-DE/my-account', maintenance: true })).toEqual({ kind: 'rewrite', pathname: '/de-DE/maintenance', status: 503 });
  });

  it('shows the restricted page for a refused country and for any /restricted path', async () => {
    expect(await run({ pathname: '/en-UN/online-casino', country: 'US' })).toEqual({ kind: 'rewrite', pathname: '/en-UN/restricted', status: 451 });
    expect(await run({ pathname: '/en-UN/promotions/restricted' })).toEqual({ kind: 'rewrite', pathname: '/en-UN/restricted', status: 451 });
  });

  it('lets a refused country reach sign-in, support, the terms, responsible gambling and the cookie policy', async () => {
    for (const path of ['/contact-live-chat', '/terms', '/responsible-gambling', '/cookie-policy', '/401', '/terms/']) {
      expect(await run({ pathname: `/de-DE${path}`, country: 'US' })).toEqual({ kind: 'next', locale: 'de-DE' });
    }
  });

  it('keeps the lobbies, sign-up and deposits refused to a restricted country', async () => {
    for (const path of ['', '/signup', '/online-casino', '/deposit', '/my-account/banking/deposit', '/terms-x', '/promotions']) {
      expect(await run({ pathname: `/en-UN${path}`, country: 'US' })).toEqual({ kind: 'rewrite', pathname: '/en-UN/restricted', status: 451 });
    }
  });

  it('lets a restricted player withdraw once signed in, and sends a visitor there to sign in first', async () => {
    expect(await run({ pathname: '/en-UN/my-account/banking/withdraw', country: 'US', hasSession: async () => true })).toEqual({
      kind: 'next',
      locale: 'en-UN',
    });
    expect(await run({ pathname: '/en-UN/my-account/banking/withdraw', country: 'US' })).toMatchObject({
      kind: 'redirect',
      location: expect.stringMatching(/^\/en-UN\/401\?/),
    });
  });

  it('serves the error page with the 500 it describes', async () => {
    expect(await run({ pathname: '/fi-FI/500' })).toEqual({ kind: 'rewrite', pathname: '/fi-FI/500', status: 500 });
  });

  it('sends a visitor without a session from the account area to 401 with the path', async () => {
    expect(await run({ pathname: '/en-UN/my-account/banking', search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: '/en-UN/401?redirect=%2Fen-UN%2Fmy-account%2Fbanking%3Fx%3D1',
      status: 307,
    });
  });

  it('lets a signed-in player into the account area', async () => {
    expect(await run({ pathname: '/en-UN/my-account', hasSession: async () => true })).toEqual({ kind: 'next', locale: 'en-UN' });
  });

  it('verifies the session only for protected paths', async () => {
    const hasSession = jest.fn(async () => true);
    await run({ pathname: '/en-UN/online-casino', hasSession });
    expect(hasSession).not.toHaveBeenCalled();
  });

  it('reads the access flags only on flag-guarded paths', async () => {
    const sessionAccess = jest.fn(async () => open);
    await run({ pathname: '/en-UN/promotions', sessionAccess });
    await run({ pathname: '/en-UN/online-casino/play/relax/1', sessionAccess });
    expect(sessionAccess).not.toHaveBeenCalled();
    await run({ pathname: '/en-UN/online-casino', sessionAccess });
    expect(sessionAccess).toHaveBeenCalledTimes(1);
  });

  it('lets visitors and players without the claim into the lobbies (pages and the API still check)', async () => {
    expect(await run({ pathname: '/en-UN/online-casino' })).toEqual({ kind: 'next', locale: 'en-UN' });
    expect(await run({ pathname: '/en-UN/deposit', hasSession: async () => true })).toEqual({ kind: 'next', locale: 'en-UN' });
  });

  it('sends a player without casino access from the casino lobby to the locale home', async () => {
    expect(await run({ pathname: '/fi-FI/online-casino/slots', ...player({ casino: false }) })).toEqual({ kind: 'redirect', location: '/fi-FI', status: 307 });
    expect(await run({ pathname: '/fi-FI/live-casino-online', ...player({ casino: false }) })).toEqual({ kind: 'next', locale: 'fi-FI' });
  });

  it('sends a payout-risk player from deposit, rewards and bonus code to the account overview', async () => {
    expect(await run({ pathname: '/en-UN/my-account/banking/deposit', ...player({ payoutRisk: true }) })).toEqual({
      kind: 'redirect',
      location: '/en-UN/my-account',
      status: 307,
    });
    expect(await run({ pathname: '/en-UN/my-account/banking/withdraw', ...player({ payoutRisk: true }) })).toEqual({ kind: 'next', locale: 'en-UN' });
  });

  it('asks for a session before any flag guard in the account area', async () => {
    const sessionAccess = jest.fn(async () => open);
    const decision = await run({ pathname: '/en-UN/my-account/rewards', sessionAccess });
    expect(decision).toMatchObject({ kind: 'redirect', location: expect.stringMatching(/^\/en-UN\/401\?/) });
    expect(sessionAccess).not.toHaveBeenCalled();
  });
});
