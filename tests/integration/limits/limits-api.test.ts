import { eq } from 'drizzle-orm';
import * as depositLimitRoutes from '@/app/api/v1/player/deposit-limits/route';
import * as spendLimitRoutes from '@/app/api/v1/player/spend-limits/route';
import { playerLimits, players } from '@/server/db/schema';
import { COOLING_OFF_MS } from '@/lib/limits/enums';
import { useTestDatabase } from '../support/setup';
import { insertVerifiedPlayer, placeBet } from '../ledger/support/ledger-fixtures';
import { backdateOperation, creditDeposit, limitsClient, payWin, storeLimit } from './support';

const database = useTestDatabase();
const depositLimits = (playerId: number | null) => limitsClient(depositLimitRoutes, '/v1/player/deposit-limits', playerId);
const spendLimits = (playerId: number | null) => limitsClient(spendLimitRoutes, '/v1/player/spend-limits', playerId);

const EMPTY_ENTRY = {
  value: null,
  pendingValue: null,
  pendingDate: null,
  locked: false,
  updatedAt: null,
  startedAt: null,
  resetAt: null,
  used: 0,
  remaining: null,
};
const near = (iso: unknown, expected: number) => Math.abs(new Date(iso as string).getTime() - expected) < 5_000;

describe('GET and PATCH /player/deposit-limits', () => {
  it('answers one empty entry each for D, W, M in the player currency', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    expect(await depositLimits(playerId).get()).toEqual({ status: 200, body: { currency: 'EUR', D: EMPTY_ENTRY, W: EMPTY_ENTRY, M: EMPTY_ENTRY } });
  });

  it('sets a daily limit at once and reports used and remaining from credited deposits', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const set = await depositLimits(playerId).patch({ duration: 'D', limit: 5_000 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ notification: 'updated', D: { value: 5_000, pendingValue: null, pendingDate: null, used: 0, remaining: 5_000 } });
    const started = new Date((set.body.D as { startedAt: string }).startedAt).getTime();
    expect(near(started, Date.now())).toBe(true);
    expect((set.body.D as { resetAt: string }).resetAt).toBe(new Date(started + 24 * 3_600_000).toISOString());
    await creditDeposit(db, playerId, 1_200n);
    expect((await depositLimits(playerId).get()).body).toMatchObject({ D: { used: 1_200, remaining: 3_800 }, W: EMPTY_ENTRY });
  });

  it('counts what was deposited in the last period length before a new limit was set (docs/decisions.md)', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 15_000n);
    const twoDaysAgo = await creditDeposit(db, playerId, 4_000n);
    await backdateOperation(db, twoDaysAgo.operationId, new Date(Date.now() - 48 * 3_600_000));
    const set = await depositLimits(playerId).patch({ duration: 'D', limit: 10_000 });
    expect(set.body).toMatchObject({ D: { value: 10_000, used: 15_000, remaining: 0 } });
    // The weekly limit's first period reaches back seven days, so the deposit of two days ago counts too.
    await depositLimits(playerId).patch({ duration: 'W', limit: 50_000 });
    expect((await depositLimits(playerId).get()).body).toMatchObject({ D: { used: 15_000, remaining: 0 }, W: { used: 19_000, remaining: 31_000 } });
  });

  it('keeps an increase and a removal pending for 24 h, and cancels them on request', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await depositLimits(playerId).patch({ duration: 'W', limit: 5_000 });
    const increased = await depositLimits(playerId).patch({ duration: 'W', limit: 8_000 });
    expect(increased.body).toMatchObject({ notification: 'update.received', W: { value: 5_000, pendingValue: 8_000, remaining: 5_000 } });
    expect(near((increased.body.W as { pendingDate: string }).pendingDate, Date.now() + COOLING_OFF_MS)).toBe(true);
    const cancelled = await depositLimits(playerId).patch({ duration: 'W', cancelPendingLimit: true });
    expect(cancelled.body).toMatchObject({ notification: 'canceled', W: { value: 5_000, pendingValue: null, pendingDate: null } });
    const removal = await depositLimits(playerId).patch({ duration: 'W', deleteLimit: true });
    expect(removal.body).toMatchObject({ notification: 'removal.received', W: { value: 5_000, pendingValue: null, pendingDate: expect.any(String) } });
    const decreased = await depositLimits(playerId).patch({ duration: 'W', limit: 3_000 });
    expect(decreased.body).toMatchObject({ notification: 'updated', W: { value: 3_000, pendingDate: null } });
    expect((await depositLimits(playerId).patch({ duration: 'W', cancelPendingLimit: true })).body).toMatchObject({ notification: null });
  });

  it('applies a pending increase once its date has passed', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await storeLimit(db, { playerId, limitType: 'deposit', period: 'M', value: 5_000n, pendingValue: 9_000n, pendingDate: new Date(Date.now() - 1_000) });
    expect((await depositLimits(playerId).get()).body).toMatchObject({ M: { value: 9_000, pendingValue: null, pendingDate: null, remaining: 9_000 } });
  });

  it.each([
    [{ duration: 'D', limit: 999 }, 'error.deposit.limit.too_low'],
    [{ duration: 'D', limit: 100_000_001 }, 'error.deposit.limit.too_high'],
  ])('refuses %o with %s', async (body, code) => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    expect(await depositLimits(playerId).patch(body)).toMatchObject({ status: 400, body: { code, additionalInfo: { duration: 'D', limitType: 'deposit' } } });
  });

  it('keeps daily ≤ weekly ≤ monthly (error.deposit.limit.interval) and refuses a locked limit', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await depositLimits(playerId).patch({ duration: 'W', limit: 5_000 });
    expect(await depositLimits(playerId).patch({ duration: 'D', limit: 6_000 })).toMatchObject({ status: 400, body: { code: 'error.deposit.limit.interval' } });
    expect(await depositLimits(playerId).patch({ duration: 'M', limit: 4_000 })).toMatchObject({ status: 400, body: { code: 'error.deposit.limit.interval' } });
    await db.update(playerLimits).set({ locked: true }).where(eq(playerLimits.playerId, playerId));
    expect(await depositLimits(playerId).patch({ duration: 'W', limit: 2_000 })).toMatchObject({ status: 403, body: { code: 'error.deposit.limit.locked' } });
    expect((await depositLimits(playerId).get()).body).toMatchObject({ W: { value: 5_000, locked: true } });
  });

  it('validates the body: one action per request, known period, integer minor units', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    for (const body of [
      { duration: 'D' },
      { duration: 'D', limit: 5_000, deleteLimit: true },
      { duration: 'Y', limit: 5_000 },
      { duration: 'D', limit: 50.5 },
      { duration: 'D', limit: '5000' },
      { duration: 'D', deleteLimit: false },
      { duration: 'D', limit: 5_000, extra: 1 },
    ]) {
      const answer = await depositLimits(playerId).patch(body);
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'error.request.validation', fieldErrors: expect.arrayContaining([expect.objectContaining({ objectName: 'depositLimit' })]) },
      });
    }
    expect((await depositLimits(playerId).get()).body).toMatchObject({ D: EMPTY_ENTRY });
  });

  it('answers 401 without a session and shows each player only their own limits (IDOR)', async () => {
    const { db } = database().handle;
    const alice = await insertVerifiedPlayer(db, 'alice@example.com');
    const bob = await insertVerifiedPlayer(db, 'bob@example.com');
    await depositLimits(alice).patch({ duration: 'D', limit: 5_000 });
    expect((await depositLimits(null).get()).status).toBe(401);
    expect((await depositLimits(null).patch({ duration: 'D', limit: 5_000 })).status).toBe(401);
    expect((await depositLimits(bob).get()).body).toMatchObject({ D: EMPTY_ENTRY });
    // A player id in the body is not a field at all: nobody can aim a change at another player.
    expect((await depositLimits(bob).patch({ duration: 'D', limit: 2_000, playerId: alice })).status).toBe(400);
    expect((await depositLimits(alice).get()).body).toMatchObject({ D: { value: 5_000 } });
  });

  it('uses the bounds of the player currency', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await db.update(players).set({ currencyCode: 'NOK' }).where(eq(players.playerId, playerId));
    expect((await depositLimits(playerId).patch({ duration: 'D', limit: 5_000 })).body).toMatchObject({ code: 'error.deposit.limit.too_low' });
    expect((await depositLimits(playerId).patch({ duration: 'D', limit: 50_000 })).body).toMatchObject({ currency: 'NOK', D: { value: 50_000 } });
  });
});

describe('GET and PATCH /player/spend-limits', () => {
  it('keeps spend limits apart from deposit limits and reports net loss as used', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 50_000n);
    const set = await spendLimits(playerId).patch({ duration: 'D', limit: 10_000 });
    expect(set.body).toMatchObject({ notification: 'updated', D: { value: 10_000, used: 0, remaining: 10_000 } });
    await placeBet(db, playerId, 4_000n, 'bet-1');
    await payWin(db, playerId, 1_000n);
    expect((await spendLimits(playerId).get()).body).toMatchObject({ D: { used: 3_000, remaining: 7_000 } });
    expect((await depositLimits(playerId).get()).body).toMatchObject({ D: EMPTY_ENTRY });
    // Ahead on the day: nothing used, and the winnings widen the headroom.
    await payWin(db, playerId, 5_000n);
    expect((await spendLimits(playerId).get()).body).toMatchObject({ D: { used: 0, remaining: 12_000 } });
  });

  it('uses the same rules and codes as deposit limits', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await spendLimits(playerId).patch({ duration: 'M', limit: 5_000 });
    expect(await spendLimits(playerId).patch({ duration: 'W', limit: 6_000 })).toMatchObject({
      status: 400,
      body: { code: 'error.deposit.limit.interval', additionalInfo: { duration: 'W', limitType: 'loss' } },
    });
    expect((await spendLimits(playerId).patch({ duration: 'M', limit: 7_000 })).body).toMatchObject({
      notification: 'update.received',
      M: { value: 5_000, pendingValue: 7_000 },
    });
    expect((await spendLimits(playerId).patch({ duration: 'M', deleteLimit: true })).body).toMatchObject({
      notification: 'removal.received',
      M: { value: 5_000, pendingValue: null },
    });
  });
});
