/** @jest-environment node */
import { generatePrivateJwk } from '@/server/identity/key-store';
import { setIdentityKeyForTests, signIdentityToken } from '@/server/identity/keys';
import { gateSessionReader, hasValidSessionCookie } from '@/server/identity/gate-session';

const ACCESS = { payoutRisk: true, multibrandSuspended: false, casino: true, liveCasino: false, virtualSports: true, sportsbook: true, bonuses: false };
const jar = (token?: string) => ({ get: (name: string) => (name === 'id_token' && token ? { value: token } : undefined) });

describe('the gate session reader', () => {
  beforeAll(async () => setIdentityKeyForTests(await generatePrivateJwk()));
  afterAll(() => setIdentityKeyForTests(undefined));

  it('reads the access claim of a valid token', async () => {
    const token = await signIdentityToken({ player_id: 1, access: ACCESS }, { expiresIn: 60 });
    const reader = gateSessionReader(jar(token));
    expect(await reader.hasSession()).toBe(true);
    expect(await reader.sessionAccess()).toEqual(ACCESS);
    expect(await hasValidSessionCookie(jar(token))).toBe(true);
  });

  it('answers null for a visitor, a forged or expired token and a token without the claim', async () => {
    expect(await gateSessionReader(jar()).sessionAccess()).toBeNull();
    const token = await signIdentityToken({ player_id: 1, access: ACCESS }, { expiresIn: 60 });
    expect(await gateSessionReader(jar(`${token.slice(0, -4)}AAAA`)).sessionAccess()).toBeNull();
    expect(await gateSessionReader(jar(await signIdentityToken({ player_id: 1, access: ACCESS }, { expiresIn: -10 }))).hasSession()).toBe(false);
    const old = gateSessionReader(jar(await signIdentityToken({ player_id: 1 }, { expiresIn: 60 })));
    expect(await old.hasSession()).toBe(true);
    expect(await old.sessionAccess()).toBeNull();
    expect(await gateSessionReader(jar(await signIdentityToken({ player_id: 1, access: { casino: 'yes' } }, { expiresIn: 60 }))).sessionAccess()).toBeNull();
  });
});
