import { eq } from 'drizzle-orm';
import { POST as requestDepositRoute } from '@/app/api/v1/player/wallet/deposit/request/route';
import { players, withdrawals } from '@/server/db/schema';
import { assertMayPlay } from '@/server/domains/games/assert-may-play';
import { getGamblingBlock, mayReceiveMarketing } from '@/server/domains/protection/gambling-block';
import { requestExclusion } from '@/server/domains/protection/request-exclusion';
import { requestTimeout } from '@/server/domains/protection/request-timeout';
import { checkDepositAllowed } from '@/server/domains/wallet/check-deposit-allowed';
import { ApiError } from '@/server/http/errors';
import { PROTECTION_CHOICES } from '@/lib/protection/policy';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { balanceOf } from '../ledger/support/ledger-fixtures';
import { insertRegistered, signIn, type ErrorBody } from '../identity/support';
import { callSeamless, CASINO_GAME, fund, openSession, txId } from '../games/support';
import { blockColumns, DAY, getCooling, near, patchExclusion, patchTimeout, profileStatus } from './support';

const database = useTestDatabase();
// scrypt runs for every inserted password and sign-in: seconds on the shared machine.
jest.setTimeout(60_000);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(caught instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(caught)}`);
  return caught;
}

async function signInAnswer(email = 'player@example.com') {
  const response = await signIn(email);
  return { status: response.status, body: await readJson<ErrorBody>(response) };
}

const seamlessBet = (token: string, amount = 100) =>
  callSeamless('bet', { token, transactionId: txId('bet'), roundId: txId('round'), gameId: CASINO_GAME, amount });

describe('GET /timeout/cooling', () => {
  it("answers the player's market lengths and the 24-hour cooling-off, with no block in force", async () => {
    const { db } = database().handle;
    const finland = await insertPlayer(db, 'fi@example.com');
    const answer = await getCooling(await identityTokenFor(finland));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ choices: { ...PROTECTION_CHOICES.MGA }, timeout: null, selfExclusion: null });
    const ontario = await insertPlayer(db, 'on@example.com');
    await db.update(players).set({ countryCode: 'CA', provinceCode: 'ON', currencyCode: 'CAD' }).where(eq(players.playerId, ontario));
    expect((await getCooling(await identityTokenFor(ontario))).body).toMatchObject({ choices: { regime: 'AGCO', timeoutDays: [1, 3, 7, 14, 30, 60, 90] } });
  });

  it('answers 401 without a session', async () => {
    expect(await getCooling(null)).toMatchObject({ status: 401, body: { code: 'error.unauthorized' } });
  });
});

describe('PATCH /player/timeout', () => {
  it('stores the break, signs the player out on every device and refuses sign-in with the days left', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db);
    const here = await identityTokenFor(playerId);
    const elsewhere = await identityTokenFor(playerId);
    const answer = await patchTimeout(here, { timeout: 7 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      notification: 'player.responsibleGambling.timeout.success.toast',
      timeout: { until: expect.any(String), days: 7 },
      signedOut: true,
    });
    expect(near((answer.body.timeout as { until: string }).until, Date.now() + 7 * DAY)).toBe(true);
    expect(answer.setCookie.some((cookie) => /id_token=;/.test(cookie) || /Max-Age=0/.test(cookie))).toBe(true);
    const row = await blockColumns(db, playerId);
    expect(row.status).toBe('TIMEOUT');
    expect(near(row.timeoutUntil, Date.now() + 7 * DAY)).toBe(true);
    expect(await profileStatus(here)).toBe(401);
    expect(await profileStatus(elsewhere)).toBe(401);
    const refused = await signInAnswer();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'error.timeout.in.progress', additionalInfo: { days: 7 } });
    expect(await mayReceiveMarketing(db, playerId)).toBe(false);
  });

  it.each([
    ['no length', {}],
    ['a length of 0 days', { timeout: 0 }],
    ['a fraction', { timeout: 1.5 }],
    ['a string', { timeout: '7' }],
    ['more than a year', { timeout: 400 }],
    ["another player's id", { timeout: 7, playerId: 1 }],
  ])('refuses %s with 400 and writes nothing', async (_name, body) => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const token = await identityTokenFor(playerId);
    const answer = await patchTimeout(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('error.request.validation');
    expect(await blockColumns(db, playerId)).toEqual({ status: 'REGISTERED', timeoutUntil: null, exclusionUntil: null });
    expect(await profileStatus(token)).toBe(200);
  });

  it("refuses a length the player's market does not offer, naming the ones it does", async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await db.update(players).set({ countryCode: 'GB', currencyCode: 'GBP' }).where(eq(players.playerId, playerId));
    const answer = await patchTimeout(await identityTokenFor(playerId), { timeout: 90 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'error.protection.period.not_allowed', additionalInfo: { field: 'timeout', allowed: '1,7,30,42' } });
    expect((await blockColumns(db, playerId)).timeoutUntil).toBeNull();
  });

  it('acts only on the signed-in player: another player is untouched', async () => {
    const { db } = database().handle;
    const me = await insertPlayer(db, 'me@example.com');
    const other = await insertPlayer(db, 'other@example.com');
    const otherToken = await identityTokenFor(other);
    expect((await patchTimeout(await identityTokenFor(me), { timeout: 1 })).status).toBe(200);
    expect(await blockColumns(db, other)).toEqual({ status: 'REGISTERED', timeoutUntil: null, exclusionUntil: null });
    expect(await profileStatus(otherToken)).toBe(200);
    expect(await getGamblingBlock(db, other)).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect(await patchTimeout(null, { timeout: 1 })).toMatchObject({ status: 401, body: { code: 'error.unauthorized' } });
  });

  it('can only lengthen a running time-out: a shorter or equal one is refused with the days left and changes nothing', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const now = new Date();
    await requestTimeout(db, playerId, { timeout: 30 }, now);
    const shorter = await refusal(requestTimeout(db, playerId, { timeout: 7 }, now));
    expect([shorter.code, shorter.status, shorter.extra.additionalInfo?.days]).toEqual(['error.timeout.in.progress', 403, 30]);
    await expect(refusal(requestTimeout(db, playerId, { timeout: 30 }, now))).resolves.toMatchObject({ code: 'error.timeout.in.progress' });
    expect((await blockColumns(db, playerId)).timeoutUntil).toEqual(new Date(now.getTime() + 30 * DAY));
    await requestTimeout(db, playerId, { timeout: 42 }, now);
    expect((await blockColumns(db, playerId)).timeoutUntil).toEqual(new Date(now.getTime() + 42 * DAY));
    // Through the API the player cannot even ask: the break ended their sessions.
    expect((await patchTimeout(await identityTokenFor(playerId), { timeout: 1 })).status).toBe(401);
  });

  it('is refused during a self-exclusion, which it never replaces', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await requestExclusion(db, playerId, { exclusionInMonths: 6, exclusionDelayInHours: 24 });
    const error = await refusal(requestTimeout(db, playerId, { timeout: 1 }));
    expect(error.code).toBe('error.exclusion.in.progress');
    expect((await blockColumns(db, playerId)).status).toBe('SELF_EXCLUDED');
  });
});

describe('PATCH /player/exclusion', () => {
  it('excludes for the months plus the 1-day cooling-off, signs out everywhere and refuses sign-in with the days left', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db);
    const token = await identityTokenFor(playerId);
    const answer = await patchExclusion(token, { exclusionInMonths: 6, exclusionDelayInHours: 24 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      notification: 'player.responsibleGambling.exclusion.success.toast',
      signedOut: true,
      selfExclusion: { indefinite: false },
    });
    const row = await blockColumns(db, playerId);
    expect(row.status).toBe('SELF_EXCLUDED');
    const sixMonths = new Date();
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(near(row.exclusionUntil, sixMonths.getTime() + DAY, 3 * DAY)).toBe(true);
    const days = Math.ceil(((row.exclusionUntil as Date).getTime() - Date.now()) / DAY);
    expect((answer.body.selfExclusion as { days: number }).days).toBe(days);
    expect(await profileStatus(token)).toBe(401);
    const refused = await signInAnswer();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'error.exclusion.in.progress', additionalInfo: { days } });
  });

  it('takes accountDisableIndefinitely (sent as 12 months) as an exclusion without end: sign-in says indefinitely', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db);
    const answer = await patchExclusion(await identityTokenFor(playerId), {
      exclusionInMonths: 12,
      exclusionDelayInHours: 24,
      accountDisableIndefinitely: true,
    });
    expect(answer.body).toMatchObject({ selfExclusion: { until: null, days: null, indefinite: true } });
    expect(await blockColumns(db, playerId)).toEqual({ status: 'SELF_EXCLUDED', timeoutUntil: null, exclusionUntil: null });
    const refused = await signInAnswer();
    expect(refused.body.code).toBe('error.exclusion.in.progress.indefinitely');
    // Years later it still holds: it never ends by itself.
    expect(await getGamblingBlock(db, playerId, new Date(Date.now() + 3650 * DAY))).toMatchObject({ kind: 'SELF_EXCLUSION', until: null });
  });

  it.each([
    ['months missing', { exclusionDelayInHours: 24 }, 'error.request.validation'],
    ['negative months', { exclusionInMonths: -6, exclusionDelayInHours: 24 }, 'error.request.validation'],
    ['an unknown field', { exclusionInMonths: 6, exclusionDelayInHours: 24, playerId: 2 }, 'error.request.validation'],
    ['a UK-only short length in the MGA market (5 months)', { exclusionInMonths: 5, exclusionDelayInHours: 24 }, 'error.protection.period.not_allowed'],
    ['no cooling-off', { exclusionInMonths: 6, exclusionDelayInHours: 0 }, 'error.protection.period.not_allowed'],
    [
      'indefinite sent as 6 months',
      { exclusionInMonths: 6, exclusionDelayInHours: 24, accountDisableIndefinitely: true },
      'error.protection.period.not_allowed',
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, body, code) => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const answer = await patchExclusion(await identityTokenFor(playerId), body);
    expect([answer.status, answer.body.code]).toEqual([400, code]);
    expect(await blockColumns(db, playerId)).toEqual({ status: 'REGISTERED', timeoutUntil: null, exclusionUntil: null });
  });

  it('refuses a UK self-exclusion shorter than six months', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await db.update(players).set({ countryCode: 'GB', currencyCode: 'GBP' }).where(eq(players.playerId, playerId));
    const answer = await patchExclusion(await identityTokenFor(playerId), { exclusionInMonths: 3, exclusionDelayInHours: 24 });
    expect(answer.body).toMatchObject({ code: 'error.protection.period.not_allowed', additionalInfo: { allowed: '6,12,24,36,60' } });
  });

  it('can only lengthen: a shorter exclusion is refused, a longer one and then indefinite extend it, nothing replaces indefinite', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const now = new Date();
    await requestExclusion(db, playerId, { exclusionInMonths: 12, exclusionDelayInHours: 24 }, now);
    const stored = (await blockColumns(db, playerId)).exclusionUntil;
    await expect(refusal(requestExclusion(db, playerId, { exclusionInMonths: 6, exclusionDelayInHours: 24 }, now))).resolves.toMatchObject({
      code: 'error.exclusion.in.progress',
      extra: { additionalInfo: { days: expect.any(Number) } },
    });
    await expect(refusal(requestExclusion(db, playerId, { exclusionInMonths: 12, exclusionDelayInHours: 24 }, now))).resolves.toMatchObject({
      code: 'error.exclusion.in.progress',
    });
    expect((await blockColumns(db, playerId)).exclusionUntil).toEqual(stored);
    await requestExclusion(db, playerId, { exclusionInMonths: 24, exclusionDelayInHours: 24 }, now);
    expect((await blockColumns(db, playerId)).exclusionUntil?.getTime()).toBeGreaterThan((stored as Date).getTime());
    await requestExclusion(db, playerId, { exclusionInMonths: 12, exclusionDelayInHours: 24, accountDisableIndefinitely: true }, now);
    expect((await blockColumns(db, playerId)).exclusionUntil).toBeNull();
    await expect(refusal(requestExclusion(db, playerId, { exclusionInMonths: 60, exclusionDelayInHours: 24 }, now))).resolves.toMatchObject({
      code: 'error.exclusion.in.progress.indefinitely',
    });
    await expect(
      refusal(requestExclusion(db, playerId, { exclusionInMonths: 12, exclusionDelayInHours: 24, accountDisableIndefinitely: true }, now)),
    ).resolves.toMatchObject({
      code: 'error.exclusion.in.progress.indefinitely',
    });
  });

  it('pays the whole cash balance out: one pending withdrawal for the operator queue, none on a second exclusion', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await fund(db, playerId, 12_345n);
    expect((await patchExclusion(await identityTokenFor(playerId), { exclusionInMonths: 6, exclusionDelayInHours: 24 })).status).toBe(200);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(0n);
    expect(await balanceOf(db, playerId, 'LOCKED')).toBe(12_345n);
    await requestExclusion(db, playerId, { exclusionInMonths: 12, exclusionDelayInHours: 24 });
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId));
    expect(rows.map((row) => [row.amount, row.status])).toEqual([[12_345n, 'PENDING']]);
  });

  it('keeps a payout-status account its status while the columns hold a dated exclusion', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await db.update(players).set({ status: 'PAYOUT' }).where(eq(players.playerId, playerId));
    await requestExclusion(db, playerId, { exclusionInMonths: 6, exclusionDelayInHours: 24 });
    expect((await blockColumns(db, playerId)).status).toBe('PAYOUT');
    expect(await getGamblingBlock(db, playerId)).toMatchObject({ kind: 'SELF_EXCLUSION' });
  });
});

describe('while a block runs, and once its time is up', () => {
  it('refuses deposits: the old session is gone (401) and the deposit gate answers RESTRICTED', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await db.update(players).set({ kycStatus: 'FULLY VERIFIED' }).where(eq(players.playerId, playerId));
    const token = await identityTokenFor(playerId);
    expect((await patchTimeout(token, { timeout: 1 })).status).toBe(200);
    const deposit = await requestDepositRoute(
      apiRequest('/v1/player/wallet/deposit/request', {
        method: 'POST',
        body: { amount: 2_000, paymentMethod: 'TRUSTLY' },
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(deposit.status).toBe(401);
    expect(await checkDepositAllowed(db, playerId, { verifyLater: false })).toEqual({ result: 'RESTRICTED', status: 'RESTRICTED' });
  });

  it('refuses a real-money bet through the seamless wallet in the provider error format, and the launch', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await fund(db, playerId, 5_000n);
    const game = await openSession(db, playerId);
    expect((await seamlessBet(game.token)).status).toBe(200);
    expect((await patchTimeout(await identityTokenFor(playerId), { timeout: 3 })).status).toBe(200);
    const refused = await seamlessBet(game.token);
    expect([refused.status, refused.body.code]).toEqual([403, 'error.seamless.player.timeout']);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(4_900n);
    const launch = await refusal(assertMayPlay(db, { playerId }, 'casino'));
    expect([launch.code, launch.extra.additionalInfo]).toEqual(['error.game.access.denied', { reason: 'timeout' }]);

    const excluded = await insertPlayer(db, 'excluded@example.com');
    await fund(db, excluded, 5_000n);
    const excludedGame = await openSession(db, excluded);
    await requestExclusion(db, excluded, { exclusionInMonths: 6, exclusionDelayInHours: 24 });
    const excludedBet = await seamlessBet(excludedGame.token);
    expect([excludedBet.status, excludedBet.body.code]).toEqual([403, 'error.seamless.player.excluded']);
    await expect(refusal(assertMayPlay(db, { playerId: excluded }, 'casino'))).resolves.toMatchObject({
      extra: { additionalInfo: { reason: 'selfExclusion' } },
    });
  });

  it('ends by itself when the clock passes the end: sign-in, deposits, bets, launches and marketing are back', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db);
    await db.update(players).set({ kycStatus: 'FULLY VERIFIED' }).where(eq(players.playerId, playerId));
    await fund(db, playerId, 1_000n);
    const game = await openSession(db, playerId);
    // A one-day break asked for two days ago: the clock has passed its end.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await requestTimeout(db, playerId, { timeout: 1 }, twoDaysAgo);
    expect(await getGamblingBlock(db, playerId, new Date(twoDaysAgo.getTime() + DAY - 1))).toMatchObject({ kind: 'TIMEOUT' });
    expect(await getGamblingBlock(db, playerId)).toBeNull();
    expect((await blockColumns(db, playerId)).status).toBe('TIMEOUT');
    expect((await signInAnswer()).status).toBe(200);
    expect(await checkDepositAllowed(db, playerId, { verifyLater: false })).toMatchObject({ result: 'SUCCESS' });
    expect((await seamlessBet(game.token)).status).toBe(200);
    await expect(assertMayPlay(db, { playerId }, 'casino')).resolves.toBeDefined();
    expect(await mayReceiveMarketing(db, playerId)).toBe(true);
    // A new break may be taken at once.
    expect((await patchTimeout(await identityTokenFor(playerId), { timeout: 1 })).status).toBe(200);
  });

  it('ends a dated self-exclusion by itself too', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db);
    const longAgo = new Date(Date.now() - 200 * DAY);
    await requestExclusion(db, playerId, { exclusionInMonths: 6, exclusionDelayInHours: 24 }, longAgo);
    expect(await getGamblingBlock(db, playerId)).toBeNull();
    expect((await signInAnswer()).status).toBe(200);
  });
});
