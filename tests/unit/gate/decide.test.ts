import { decide, type GateInput } from '@/lib/gate/decide';

const base: GateInput = { pathname: '/en-UN', search: '', maintenance: false, country: null, hasSession: async () => false };
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
});
