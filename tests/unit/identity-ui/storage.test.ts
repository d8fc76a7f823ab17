import { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { signOutEverywhere } from '@/lib/identity/ui-session';
import { readAuthorization, writeAuthorization } from '@/lib/identity/ui-storage';

describe('sign-out clears exactly the identity state (spec identity-and-account §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes the identity keys, the cached data and the auth flag, keeps device keys, and signs out of the service', async () => {
    writeAuthorization({ playerId: 7, exp: 2_000_000_000 });
    for (const key of ['firstLogin', 'showUpdatedTnC', 'hide_wagering_requirements_popup', 'sowPopupStorage', 'postLoginPage', 'idleLastActivity'])
      localStorage.setItem(key, 'x');
    for (const key of ['cookieConsent', 'campaignIds', 'questionnairePlayerId']) localStorage.setItem(key, 'kept');
    sessionStorage.setItem('zd-totalUnread', '2');
    sessionStorage.setItem('zd-isHomepage', 'true');
    useAuthStore.getState().resolve(7);
    const client = new QueryClient();
    client.setQueryData(['identity', 'access-context'], { playerId: 7 });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204, json: async () => null });
    global.fetch = fetchMock;

    await signOutEverywhere(client);

    expect(Object.keys(localStorage).sort()).toEqual(['campaignIds', 'cookieConsent', 'questionnairePlayerId']);
    expect(sessionStorage.length).toBe(0);
    expect(client.getQueryData(['identity', 'access-context'])).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ status: 'resolved', authorized: false, playerId: null });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/player/sign_out', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
  });

  it('still signs out locally when the service call fails', async () => {
    writeAuthorization({ playerId: 7, exp: null });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    await signOutEverywhere(new QueryClient());
    expect(readAuthorization()).toBeNull();
  });

  it('the authorization key holds a marker with the expiry, never a token', () => {
    writeAuthorization({ playerId: 3, exp: 123 });
    expect(JSON.parse(localStorage.getItem('authorization') ?? '')).toEqual({ playerId: 3, exp: 123 });
  });
});
