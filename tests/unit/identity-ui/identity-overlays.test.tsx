import { act, screen, waitFor } from '@testing-library/react';
import { IdentityOverlays } from '@/components/identity/identity-overlays';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { rememberSignIn, signOutEverywhere } from '@/lib/identity/ui-session';
import { readAuthorization, readItem, writeAuthorization } from '@/lib/identity/ui-storage';
import { SESSION_HINT_COOKIE } from '@/lib/session/constants';
import { renderIdentity } from './render-identity';

/** The gate's readable session hint, which the overlays read instead of a server prop. */
function setSessionHint(present: boolean) {
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
}

const router = { replace: jest.fn(), push: jest.fn(), refresh: jest.fn() };
let pathname = '/';
const reloadTo = jest.fn();
jest.mock('@/lib/identity/ui-flash', () => ({ ...jest.requireActual('@/lib/identity/ui-flash'), reloadTo: (path: string | null) => reloadTo(path) }));
jest.mock('@/i18n/navigation', () => ({ useRouter: () => router, usePathname: () => pathname, Link: ({ children }: { children: unknown }) => children }));

const context = (over: Record<string, unknown> = {}) => ({
  access: {
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
  },
  playerId: 7,
  countryCode: 'FI',
  languageCode: 'en',
  termsAndConditionsAcceptedVersion: 1,
  termsVersion: 3,
  termsUpdateRequired: true,
  ...over,
});

function mockApi(answer: object) {
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => (url.endsWith('activity_check') ? { lastActivityDate: 'x', idleTimeoutSeconds: 1800, idleDeadline: 'y' } : answer),
  })) as unknown as typeof fetch;
}

// Rendering with React Query and next-intl takes a few seconds when the 2 cores are busy (full suite, builds).
jest.setTimeout(20_000);

describe('identity overlays', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    router.replace.mockClear();
    reloadTo.mockClear();
    useAuthStore.setState({ status: 'pending', authorized: false, playerId: null, signedOut: false });
  });

  it('without a session cookie, stale identity storage is cleared and the status resolves as not authorized', async () => {
    writeAuthorization({ playerId: 7, exp: null });
    mockApi(context());
    setSessionHint(false);
    renderIdentity(<IdentityOverlays />);
    await waitFor(() => expect(useAuthStore.getState()).toMatchObject({ status: 'resolved', authorized: false }));
    expect(readAuthorization()).toBeNull();
  });

  it('a sign-in on this page (before its reload) keeps the fresh storage', async () => {
    mockApi(context());
    const { client } = (setSessionHint(false), renderIdentity(<IdentityOverlays />));
    await act(async () => {
      rememberSignIn(
        { token: 't', expiresAt: '2099-01-01T00:00:00Z', playerId: 7, playerAccessId: 'a', firstLogin: false, termsAndConditionsAcceptedVersion: 1 },
        { termsUpdateRequired: true },
      );
      client.setQueryData(['identity', 'access-context'], context());
    });
    expect(readAuthorization()).toEqual({ playerId: 7, exp: 4070908800 });
    expect(readItem('showUpdatedTnC')).toBe('true');
  });

  it('with newer terms: the guard sends other pages to the acceptance page, but not home or /my-account', async () => {
    mockApi(context());
    pathname = '/promotions';
    setSessionHint(true);
    renderIdentity(<IdentityOverlays />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/accept-terms-condition'));

    router.replace.mockClear();
    pathname = '/my-account/banking';
    setSessionHint(true);
    renderIdentity(<IdentityOverlays />);
    await waitFor(() => expect(useAuthStore.getState().authorized).toBe(true));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('on home it shows the terms dialog once per sign-in', async () => {
    localStorage.setItem('showUpdatedTnC', 'true');
    mockApi(context());
    pathname = '/';
    setSessionHint(true);
    renderIdentity(<IdentityOverlays />);
    expect(await screen.findByRole('dialog', { name: 'Our terms have changed' })).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('a session the platform no longer accepts is signed out', async () => {
    writeAuthorization({ playerId: 7, exp: null });
    mockApi(context({ playerId: null, termsUpdateRequired: false }));
    setSessionHint(true);
    renderIdentity(<IdentityOverlays />);
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(null));
    expect(readAuthorization()).toBeNull();
  });

  it('at the stored token expiry, a session the platform still accepts is kept and checked again later', async () => {
    const soon = Math.floor(Date.now() / 1000) + 1;
    writeAuthorization({ playerId: 7, exp: soon });
    mockApi(context({ termsUpdateRequired: false }));
    pathname = '/online-casino';
    setSessionHint(true);
    renderIdentity(<IdentityOverlays />);
    await waitFor(() => expect(readAuthorization()?.exp).toBeGreaterThan(soon + 800), { timeout: 8000 });
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('at the stored token expiry, a session the platform refuses is signed out with a notice', async () => {
    writeAuthorization({ playerId: 7, exp: Math.floor(Date.now() / 1000) + 1 });
    let calls = 0;
    global.fetch = jest.fn(async (url: string) => {
      if (url.endsWith('access/context')) calls += 1;
      const answer = url.endsWith('access/context') ? context({ playerId: calls > 1 ? null : 7, termsUpdateRequired: false }) : {};
      return { ok: true, status: url.endsWith('sign_out') ? 204 : 200, json: async () => answer };
    }) as unknown as typeof fetch;
    pathname = '/online-casino';
    setSessionHint(true);
    renderIdentity(<IdentityOverlays />);
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(null), { timeout: 8000 });
    expect(readAuthorization()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('identityFlash') ?? 'null')).toEqual({ kind: 'warning', key: 'login.sessionEnded' });
  });

  it('a session check answered during the player’s own sign-out does not sign out a second time', async () => {
    let signedOut = false;
    global.fetch = jest.fn(async (url: string) => {
      if (url.endsWith('sign_out')) signedOut = true;
      const answer = url.endsWith('access/context') ? context({ playerId: signedOut ? null : 7, termsUpdateRequired: false }) : {};
      return { ok: true, status: url.endsWith('sign_out') ? 204 : 200, json: async () => answer };
    }) as unknown as typeof fetch;
    pathname = '/online-casino';
    const { client } = (setSessionHint(true), renderIdentity(<IdentityOverlays />));
    await waitFor(() => expect(useAuthStore.getState().authorized).toBe(true));
    await act(async () => {
      await signOutEverywhere(client);
      await client.fetchQuery({ queryKey: ['identity', 'access-context'], queryFn: async () => context({ playerId: null }) });
    });
    expect(reloadTo).not.toHaveBeenCalled();
    expect((global.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).endsWith('sign_out'))).toHaveLength(1);
  });
});
