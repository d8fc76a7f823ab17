import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { GET as getLoginInfo } from '@/app/api/v1/player/login/info/route';
import { GET as getPlayer } from '@/app/api/v1/player/route';
import { POST as signOut } from '@/app/api/v1/player/sign_out/route';
import { loginHistory, players, playerSessions } from '@/server/db/schema';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { setClientAddressPolicyForTests } from '@/server/http/client-info';
import { setRemoteAddressStampingForTests } from '@/server/http/remote-address';
import { generatePrivateJwk } from '@/server/identity/key-store';
import { setIdentityKeyForTests } from '@/server/identity/keys';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { get, insertRegistered, PASSWORD, post, registerPre, signIn, signInToken, type ErrorBody } from './support';

const database = useTestDatabase();
// scrypt (N = 2^15) runs for every sign-up, sign-in and reset: on a shared 2-core machine a test takes seconds.
jest.setTimeout(30_000);
const DAY = 86_400_000;
// One trusted proxy in front: the X-Forwarded-For entry it appended (the last) is the client's address.
beforeEach(() => setClientAddressPolicyForTests({ trustedProxyHops: 1 }));

describe('POST /api/v1/player/login', () => {
  it('answers the identity token with exactly the spec claims plus the gate access flags and sets the id_token cookie', async () => {
    const playerId = await insertRegistered(database().handle.db, { multibrandSuspended: false });
    const response = await signIn('Player@Example.com', PASSWORD, {
      'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      'x-real-ip': '198.51.100.2',
      'cloudfront-viewer-country': 'fi',
    });
    expect(response.status).toBe(200);
    const body = await readJson<{ token: string; playerId: number; playerAccessId: string; firstLogin: boolean; expiresAt: string }>(response);
    expect(body).toMatchObject({ playerId, firstLogin: true, termsAndConditionsAcceptedVersion: 3, playerAccessId: expect.stringMatching(/^pa_/) });

    const claims = decodeJwt(body.token);
    expect(Object.keys(claims).sort()).toEqual(
      [
        'country_code',
        'email',
        'exp',
        'iat',
        'language_code',
        'login_method',
        'multibrand',
        'player_access_id',
        'player_id',
        'registrationDate',
        'access',
      ].sort(),
    );
    expect(claims.access).toEqual({
      payoutRisk: false,
      multibrandSuspended: false,
      casino: true,
      liveCasino: true,
      virtualSports: true,
      sportsbook: true,
      bonuses: true,
    });
    expect(claims).toMatchObject({
      country_code: 'FI',
      language_code: 'en',
      player_id: playerId,
      player_access_id: body.playerAccessId,
      email: 'player@example.com',
      login_method: 'PASSWORD',
    });
    expect(JSON.parse(claims.multibrand as string)).toEqual({ suspended: false, brands: [] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(decodeProtectedHeader(body.token).alg).toBe('RS256');

    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`id_token=${body.token}`);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // only in production
  });

  it('records login info and history, readable by the player; firstLogin turns false', async () => {
    await insertRegistered(database().handle.db);
    await signIn(undefined, undefined, { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '198.51.100.2', 'cloudfront-viewer-country': 'FI' });
    const second = await signIn(undefined, undefined, { 'x-forwarded-for': '203.0.113.8', 'cloudfront-viewer-country': 'SE' });
    expect((await readJson<{ firstLogin: boolean }>(second)).firstLogin).toBe(false);
    const token = (await readJson<{ token: string }>(await signIn())).token;
    const info = await readJson<{ createdAt: string; history: unknown[] }>(
      await getLoginInfo(get('/v1/player/login/info', { authorization: `Bearer ${token}` })),
    );
    expect(info.history).toHaveLength(3);
    expect(info.history[1]).toEqual({ loginDate: expect.any(String), loginIp: '203.0.113.8', loginCountry: 'SE' });
    expect(info.history[2]).toEqual({ loginDate: expect.any(String), loginIp: '203.0.113.7', loginCountry: 'FI' });
    expect(info).toMatchObject({ createdAt: expect.any(String), ipAddress: null, realIpAddress: null, realCountryCode: null });
  });

  it('records the trusted address in login history, never the client-written X-Forwarded-For entries or X-Real-IP', async () => {
    await insertRegistered(database().handle.db);
    await signIn(undefined, undefined, { 'x-forwarded-for': '192.0.2.1, 203.0.113.50', 'x-real-ip': '192.0.2.2', 'cloudfront-viewer-country': 'FI' });
    // No trusted proxy: the TCP peer npm start's server stamped counts, whatever the client wrote.
    setClientAddressPolicyForTests({ trustedProxyHops: 0 });
    setRemoteAddressStampingForTests(true);
    await signIn(undefined, undefined, { 'x-forwarded-for': '192.0.2.3', 'x-real-ip': '192.0.2.4', [REMOTE_ADDRESS_HEADER]: '::ffff:198.51.100.60' });
    const rows = await database()
      .handle.db.select({ loginIp: loginHistory.loginIp, realIpAddress: loginHistory.realIpAddress })
      .from(loginHistory)
      .orderBy(loginHistory.id);
    expect(rows).toEqual([
      { loginIp: '203.0.113.50', realIpAddress: '203.0.113.50' },
      { loginIp: '198.51.100.60', realIpAddress: '198.51.100.60' },
    ]);
  });

  it('answers the same error.player.not.found for an unknown e-mail and a wrong password', async () => {
    await insertRegistered(database().handle.db);
    const unknown = await signIn('nobody@example.com');
    const wrongPassword = await signIn('player@example.com', 'Wrong-Pass-2026');
    expect(unknown.status).toBe(404);
    expect(wrongPassword.status).toBe(404);
    expect(await readJson(unknown)).toEqual(await readJson(wrongPassword));
  });

  it('locks an address after 5 wrong passwords for 30 minutes, known or unknown alike; the right password is refused too', async () => {
    await insertRegistered(database().handle.db);
    for (const email of ['player@example.com', 'nobody@example.com']) {
      for (let i = 1; i <= 4; i += 1) {
        // The answer says how many wrong passwords are left before the lock, so the form can warn before the last.
        expect(await readJson<ErrorBody>(await signIn(email, 'Wrong-Pass-2026'))).toMatchObject({
          code: 'error.player.not.found',
          additionalInfo: { attemptsRemaining: 5 - i },
        });
      }
      const fifth = await signIn(email, 'Wrong-Pass-2026');
      expect(fifth.status).toBe(429);
      expect(await readJson<ErrorBody>(fifth)).toMatchObject({ code: 'error.sign.in.attempt.count.exceeded', additionalInfo: { minutes: 30 } });
    }
    expect((await readJson<ErrorBody>(await signIn())).code).toBe('error.sign.in.attempt.count.exceeded');
  }, 30_000);

  it('resets the failure count after a successful sign-in', async () => {
    await insertRegistered(database().handle.db);
    for (let i = 0; i < 4; i += 1) await signIn('player@example.com', 'Wrong-Pass-2026');
    expect((await signIn()).status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await readJson<ErrorBody>(await signIn('player@example.com', 'Wrong-Pass-2026'))).code).toBe('error.player.not.found');
  });

  it('rate-limits sign-in per IP (20 a minute)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < 20; i += 1) await signIn(`nobody${i}@example.com`, 'x', headers);
    const limited = await signIn('someone@example.com', 'x', headers);
    expect(limited.status).toBe(429);
    expect((await readJson<ErrorBody>(limited)).code).toBe('error.rate_limit.exceeded');
    expect((await signIn('someone@example.com', 'x', { 'x-forwarded-for': '203.0.113.100' })).status).toBe(404);
  }, 60_000);

  it('a client that rewrites X-Forwarded-For on every attempt stays in one sign-in bucket', async () => {
    for (let i = 0; i < 20; i += 1)
      await signIn(`nobody${i}@example.com`, 'x', { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.99`, 'x-real-ip': `192.0.2.${i}` });
    expect((await signIn('someone@example.com', 'x', { 'x-forwarded-for': '192.0.2.250, 203.0.113.99' })).status).toBe(429);
  }, 60_000);

  it.each([
    ['TIMEOUT', { timeoutUntil: new Date(Date.now() + 2.5 * DAY) }, 'error.timeout.in.progress', { days: 3 }],
    ['SELF_EXCLUDED', { exclusionUntil: new Date(Date.now() + 30 * DAY) }, 'error.exclusion.in.progress', { days: 30 }],
    ['SELF_EXCLUDED', { exclusionUntil: null }, 'error.exclusion.in.progress.indefinitely', undefined],
    ['BLACKLISTED', {}, 'error.account.deactivated', undefined],
    ['CLOSED', {}, 'error.account.closed', undefined],
  ] as const)('refuses a %s account with %s', async (status, extra, code, additionalInfo) => {
    await insertRegistered(database().handle.db, { status, ...extra });
    const response = await signIn();
    expect(response.status).toBe(403);
    const body = await readJson<ErrorBody>(response);
    expect(body.code).toBe(code);
    if (additionalInfo) expect(body.additionalInfo).toMatchObject(additionalInfo);
    else expect(body.additionalInfo).toBeUndefined();
    expect(await database().handle.db.$count(playerSessions)).toBe(0);
  });

  it('lets a player in once the timeout has ended; a wrong password never reveals the account state', async () => {
    await insertRegistered(database().handle.db, { status: 'TIMEOUT', timeoutUntil: new Date(Date.now() - 1000) });
    expect((await signIn()).status).toBe(200);
    await database().handle.db.update(players).set({ status: 'CLOSED' });
    expect((await readJson<ErrorBody>(await signIn('player@example.com', 'Wrong-Pass-2026'))).code).toBe('error.player.not.found');
  });

  it('treats a PRE_REGISTERED player (sign-up not finished) as not found', async () => {
    await registerPre({ email: 'pre@example.com' });
    expect((await readJson<ErrorBody>(await signIn('pre@example.com'))).code).toBe('error.player.not.found');
  });
});

describe('sessions: verification on every call, refresh and sign-out', () => {
  it('accepts the token as Bearer and as the id_token cookie', async () => {
    const playerId = await insertRegistered(database().handle.db);
    const token = await signInToken();
    for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `id_token=${token}` }] as Record<string, string>[]) {
      const response = await getPlayer(get('/v1/player', headers));
      expect(response.status).toBe(200);
      expect((await readJson<{ playerId: number }>(response)).playerId).toBe(playerId);
    }
  });

  it('POST /player/sign_out revokes the session server-side and clears the cookie', async () => {
    await insertRegistered(database().handle.db);
    const token = await signInToken();
    const other = await signInToken();
    const response = await signOut(post('/v1/player/sign_out', undefined, { cookie: `id_token=${token}` }));
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^id_token=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${token}` }))).status).toBe(401);
    // Only that session ends; the player's other device stays signed in.
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${other}` }))).status).toBe(200);
    const anonymous = await signOut(post('/v1/player/sign_out'));
    expect(anonymous.status).toBe(204);
  });

  it('ends sessions at once when the account is closed, blocked, timed out or excluded', async () => {
    const { db } = database().handle;
    await insertRegistered(db);
    const token = await signInToken();
    for (const change of [
      { status: 'CLOSED' as const },
      { status: 'BLACKLISTED' as const },
      { status: 'TIMEOUT' as const, timeoutUntil: new Date(Date.now() + DAY) },
      { status: 'SELF_EXCLUDED' as const, exclusionUntil: null },
    ]) {
      await db.update(players).set(change);
      expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${token}` }))).status).toBe(401);
    }
    await db.update(players).set({ status: 'REGISTERED', timeoutUntil: null });
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${token}` }))).status).toBe(200);
  });

  it('refuses a token whose session passed its absolute end', async () => {
    const { db } = database().handle;
    await insertRegistered(db);
    const token = await signInToken();
    await db.update(playerSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await getPlayer(get('/v1/player', { authorization: `Bearer ${token}` }))).status).toBe(401);
  });

  it('re-issues the cookie token once it is 15 minutes old, keeping the session; not for Bearer callers', async () => {
    const { db } = database().handle;
    const jwk = await generatePrivateJwk();
    setIdentityKeyForTests(jwk);
    const playerId = await insertRegistered(db);
    const { playerAccessId } = await readJson<{ playerAccessId: string }>(await signIn());
    const claims = decodeJwt(await signInToken());
    const iat = Math.floor(Date.now() / 1000) - 16 * 60;
    const key = await importJWK(jwk, 'RS256');
    const old = await new SignJWT({ ...claims, player_access_id: playerAccessId, player_id: playerId })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
    const viaCookie = await getPlayer(get('/v1/player', { cookie: `id_token=${old}` }));
    expect(viaCookie.status).toBe(200);
    const fresh = viaCookie.headers.get('set-cookie')?.match(/^id_token=([^;]+)/)?.[1];
    expect(fresh).toBeDefined();
    expect(decodeJwt(fresh ?? '')).toMatchObject({ player_access_id: playerAccessId, player_id: playerId });
    expect(decodeJwt(fresh ?? '').iat).toBeGreaterThan(iat);
    const viaBearer = await getPlayer(get('/v1/player', { authorization: `Bearer ${old}` }));
    expect(viaBearer.headers.get('set-cookie')).toBeNull();
  });

  it('re-issues a fresh cookie token at once when the gating flags changed (the gate reads them from the token)', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db);
    const { token } = await readJson<{ token: string }>(await signIn());
    const unchanged = await getPlayer(get('/v1/player', { cookie: `id_token=${token}` }));
    expect(unchanged.status).toBe(200);
    expect(unchanged.headers.get('set-cookie')).toBeNull();

    await db.update(players).set({ casino: false, payout: true }).where(eq(players.playerId, playerId));
    const changed = await getPlayer(get('/v1/player', { cookie: `id_token=${token}` }));
    expect(changed.status).toBe(200);
    const fresh = changed.headers.get('set-cookie')?.match(/^id_token=([^;]+)/)?.[1] ?? '';
    expect(decodeJwt(fresh).access).toMatchObject({ payoutRisk: true, casino: false, bonuses: false });
    expect(decodeJwt(fresh).player_access_id).toBe(decodeJwt(token).player_access_id);
  });
});
