import { count, eq } from 'drizzle-orm';
import { gameSessions, gameTransactions, ledgerOperations, players } from '@/server/db/schema';
import { setBalanceChangeListener } from '@/server/domains/ledger/balance-changes';
import { hashGameSessionToken } from '@/server/domains/games/game-session-token';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { balanceOf, HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { walletClient } from '../wallet/support';
import { storeLimit } from '../limits/support';
import { callSeamless, CASINO_GAME, fund, LIVE_GAME, openSession, PROVIDER, txId } from './support';

const database = useTestDatabase();

async function fundedSession(email: string, amount = 10_000n, gameId = CASINO_GAME) {
  const { db } = database().handle;
  const playerId = await insertPlayer(db, email);
  if (amount > 0n) await fund(db, playerId, amount);
  const session = await openSession(db, playerId, gameId);
  return { db, playerId, token: session.token, session };
}

const bet = (token: string, amount: number, transactionId = txId('bet'), roundId = 'round-1') =>
  callSeamless('bet', { token, transactionId, roundId, gameId: CASINO_GAME, amount });
const win = (token: string, amount: number, transactionId = txId('win'), roundId = 'round-1') =>
  callSeamless('win', { token, transactionId, roundId, gameId: CASINO_GAME, amount });
const rollback = (token: string, originalTransactionId: string, transactionId = txId('rb'), roundId = 'round-1') =>
  callSeamless('rollback', { token, transactionId, originalTransactionId, roundId });

async function expireSession(sessionId: string) {
  const { db } = database().handle;
  await db
    .update(gameSessions)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(gameSessions.sessionId, sessionId));
}

async function operationCount() {
  const { db } = database().handle;
  const [row] = await db.select({ n: count() }).from(ledgerOperations);
  return row.n;
}

describe('openGameSession', () => {
  it('hands out a 256-bit base64url token, stores only its SHA-256 and expires after 30 idle minutes', async () => {
    const { db, token, session, playerId } = await fundedSession('open@example.com', 0n);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(gameSessions).where(eq(gameSessions.sessionId, session.sessionId));
    expect(row).toMatchObject({
      playerId,
      provider: PROVIDER,
      gameId: CASINO_GAME,
      vertical: 'CASINO',
      currency: 'EUR',
      channel: 'desktop',
      ipAddress: '203.0.113.9',
      closedAt: null,
    });
    expect(row.tokenHash).toBe(hashGameSessionToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (session.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('marks live casino games LIVE_CASINO and refuses games content does not know', async () => {
    const { db, session } = await fundedSession('live@example.com', 0n, LIVE_GAME);
    const [row] = await db.select().from(gameSessions).where(eq(gameSessions.sessionId, session.sessionId));
    expect(row.vertical).toBe('LIVE_CASINO');
    await expect(openSession(db, row.playerId, 'no-such-game')).rejects.toMatchObject({ code: 'error.not_found' });
  });
});

describe('seamless wallet: signature and parsing', () => {
  it('refuses a missing, wrong or other-provider signature with 401 before reading the body', async () => {
    const { token } = await fundedSession('sig@example.com');
    const body = { token, transactionId: 'sig-1', roundId: 'r', gameId: CASINO_GAME, amount: 100 };
    for (const options of [{ signature: null }, { signature: 'f'.repeat(64) }, { signature: 'not-hex' }, { secret: 'some-other-secret' }]) {
      const reply = await callSeamless('bet', body, options);
      expect([reply.status, reply.body.code]).toEqual([401, 'error.seamless.signature.invalid']);
    }
    // Signed with another provider's sandbox secret, sent to this provider's path.
    const { sandboxSeamlessSecret } = await import('@/server/domains/games/seamless-secrets');
    const crossed = await callSeamless('bet', body, { secret: sandboxSeamlessSecret('evolution') });
    expect(crossed.status).toBe(401);
    expect(await operationCount()).toBe(1); // the deposit only
  });

  it('answers 404 to unknown actions and malformed provider names, 400 to invalid bodies', async () => {
    const { token } = await fundedSession('parse@example.com');
    expect((await callSeamless('payout', { token })).status).toBe(404);
    expect((await callSeamless('bet', { token }, { provider: 'Bad_Provider' })).status).toBe(404);
    for (const amount of [1.5, -100, 0, '100']) {
      const reply = await callSeamless('bet', { token, transactionId: 'v-1', roundId: 'r', gameId: CASINO_GAME, amount });
      expect([reply.status, reply.body.code]).toEqual([400, 'error.seamless.validation']);
    }
    const notJson = await callSeamless('bet', undefined, { rawBody: '{"token":' });
    expect([notJson.status, notJson.body.code]).toEqual([400, 'error.seamless.validation']);
    const fields = (await callSeamless('bet', { token })).body.fieldErrors as Array<{ field: string }>;
    expect(fields.map((f) => f.field).sort()).toEqual(['amount', 'gameId', 'roundId', 'transactionId']);
  });
});

describe('seamless wallet: authenticate, balance, bet, win', () => {
  it('authenticates the launch token and answers the MAIN cash balance', async () => {
    const { token, playerId, session } = await fundedSession('auth@example.com', 2_500n);
    const reply = await callSeamless('authenticate', { token });
    expect(reply).toEqual({ status: 200, body: { playerId, currency: 'EUR', balance: 2_500, sessionId: session.sessionId } });
    expect((await callSeamless('balance', { token })).body).toEqual({ balance: 2_500, currency: 'EUR' });
    const unknown = await callSeamless('authenticate', { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body.code]).toEqual([401, 'error.seamless.session.invalid']);
    const otherProvider = await callSeamless('authenticate', { token }, { provider: 'evolution' });
    expect([otherProvider.status, otherProvider.body.code]).toEqual([401, 'error.seamless.session.invalid']);
  });

  it('moves bets and wins through the ledger, shows them in the history and announces the new balance', async () => {
    const { db, token, playerId } = await fundedSession('play@example.com', 10_000n);
    const announced: number[][] = [];
    setBalanceChangeListener((ids) => announced.push([...ids]));
    try {
      const placed = await bet(token, 300, 'bet-a');
      expect(placed).toEqual({
        status: 200,
        body: { balance: 9_700, currency: 'EUR', transactionId: 'bet-a', referenceId: expect.stringMatching(/^txn_[0-9a-f]{32}$/) },
      });
      const paid = await win(token, 1_200, 'win-a');
      expect(paid.body).toMatchObject({ balance: 10_900, transactionId: 'win-a' });
      const lost = await win(token, 0, 'win-zero');
      expect(lost.body).toEqual({ balance: 10_900, currency: 'EUR', transactionId: 'win-zero', referenceId: null });
    } finally {
      setBalanceChangeListener(undefined);
    }
    expect(announced).toEqual([[playerId], [playerId]]);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(10_900n);
    const history = (await walletClient(playerId).transactions('?category=CASINO')).body.transactions as Array<Record<string, unknown>>;
    expect(history.map((t) => [t.type, t.amount, t.balanceAfterTransaction])).toEqual([
      ['WIN', 1_200, 10_900],
      ['BET', -300, 9_700],
    ]);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('books live casino rounds under LIVE_CASINO', async () => {
    const { token, playerId } = await fundedSession('livebet@example.com', 1_000n, LIVE_GAME);
    expect((await bet(token, 100)).status).toBe(200);
    const history = (await walletClient(playerId).transactions()).body.transactions as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ type: 'BET', category: 'LIVE_CASINO', amount: -100 });
  });
});

describe('seamless wallet: idempotency', () => {
  it('answers a duplicate with the original answer (the balance of then), moving money once', async () => {
    const { db, token, playerId } = await fundedSession('dup@example.com', 5_000n);
    const first = await bet(token, 1_000, 'dup-bet');
    await bet(token, 500, 'later-bet');
    const again = await bet(token, 1_000, 'dup-bet');
    expect(again).toEqual(first);
    expect(again.body.balance).toBe(4_000);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(3_500n);
    const firstWin = await win(token, 700, 'dup-win');
    expect(await win(token, 700, 'dup-win')).toEqual(firstWin);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(4_200n);
  });

  it('refuses the same transaction id with a different payload or action as a conflict', async () => {
    const { db, token, playerId } = await fundedSession('conflict@example.com', 5_000n);
    await bet(token, 1_000, 'same-id');
    for (const reply of [await bet(token, 999, 'same-id'), await bet(token, 1_000, 'same-id', 'round-2'), await win(token, 1_000, 'same-id')]) {
      expect([reply.status, reply.body.code]).toEqual([409, 'error.seamless.transaction.conflict']);
    }
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(4_000n);
  });
});

describe('seamless wallet: rollbacks', () => {
  it('reverses a bet once (BET_VOID) and answers repeats with the original answer', async () => {
    const { db, token, playerId } = await fundedSession('rb@example.com', 5_000n);
    await bet(token, 2_000, 'rb-bet');
    const first = await rollback(token, 'rb-bet', 'rb-1');
    expect(first.body).toMatchObject({ balance: 5_000, transactionId: 'rb-1', referenceId: expect.stringMatching(/^txn_/) });
    expect(await rollback(token, 'rb-bet', 'rb-1')).toEqual(first);
    // A second rollback id for the same bet moves nothing.
    expect((await rollback(token, 'rb-bet', 'rb-2')).body).toMatchObject({ balance: 5_000, referenceId: null });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(5_000n);
    const types = (await walletClient(playerId).transactions('?category=CASINO')).body.transactions as Array<Record<string, unknown>>;
    expect(types.map((t) => [t.type, t.amount])).toEqual([
      ['BET_VOID', 2_000],
      ['BET', -2_000],
    ]);
    // A win naming a rolled-back bet is refused.
    const late = await callSeamless('win', { token, transactionId: 'rb-win', roundId: 'round-1', gameId: CASINO_GAME, amount: 10, betTransactionId: 'rb-bet' });
    expect([late.status, late.body.code]).toEqual([409, 'error.seamless.transaction.rolled_back']);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('records a tombstone for a rollback that arrives before its bet, and refuses the late bet', async () => {
    const { db, token, playerId } = await fundedSession('tomb@example.com', 5_000n);
    const early = await rollback(token, 'late-bet', 'rb-early');
    expect(early).toEqual({ status: 200, body: { balance: 5_000, currency: 'EUR', transactionId: 'rb-early', referenceId: null } });
    const lateBet = await bet(token, 1_000, 'late-bet');
    expect([lateBet.status, lateBet.body.code]).toEqual([409, 'error.seamless.transaction.rolled_back']);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(5_000n);
    const rows = await db
      .select({ kind: gameTransactions.kind, id: gameTransactions.transactionId })
      .from(gameTransactions)
      .orderBy(gameTransactions.gameTransactionId);
    expect(rows).toEqual([
      { kind: 'TOMBSTONE', id: 'late-bet' },
      { kind: 'ROLLBACK', id: 'rb-early' },
    ]);
  });

  it('reverses a win (WIN_VOID) and refuses it when the balance no longer covers it', async () => {
    const { db, token, playerId } = await fundedSession('rbwin@example.com', 1_000n);
    await bet(token, 1_000, 'w-bet');
    await win(token, 3_000, 'w-win');
    expect((await rollback(token, 'w-win', 'rb-win')).body).toMatchObject({ balance: 0 });
    await win(token, 500, 'w-win-2');
    await bet(token, 400, 'w-bet-2');
    const short = await rollback(token, 'w-win-2', 'rb-win-2');
    expect([short.status, short.body.code]).toEqual([402, 'error.seamless.insufficient_funds']);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(100n);
  });
});

describe('seamless wallet: session expiry', () => {
  it('refuses bets, authenticate and balance on an expired session but accepts wins, rollbacks and endround', async () => {
    const { db, token, playerId, session } = await fundedSession('expiry@example.com', 5_000n);
    await bet(token, 1_000, 'pre-expiry', 'round-x');
    await bet(token, 500, 'pre-expiry-2', 'round-x');
    await expireSession(session.sessionId);
    for (const reply of [
      await bet(token, 100, 'after-expiry', 'round-x'),
      await callSeamless('authenticate', { token }),
      await callSeamless('balance', { token }),
    ]) {
      expect([reply.status, reply.body.code]).toEqual([401, 'error.seamless.session.expired']);
    }
    expect((await win(token, 2_500, 'win-after-expiry', 'round-x')).body).toMatchObject({ balance: 6_000 });
    expect((await rollback(token, 'pre-expiry-2', 'rb-after-expiry', 'round-x')).body).toMatchObject({ balance: 6_500 });
    expect((await callSeamless('endround', { token, roundId: 'round-x' })).body).toEqual({ balance: 6_500, currency: 'EUR' });
    // The refused bet after expiry was never recorded: not as money, not as a duplicate.
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(6_500n);
    expect((await db.select().from(gameTransactions).where(eq(gameTransactions.transactionId, 'after-expiry'))).length).toBe(0);
  });

  it('slides the expiry forward on a bet', async () => {
    const { db, token, session } = await fundedSession('slide@example.com', 5_000n);
    await db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(gameSessions.sessionId, session.sessionId));
    await bet(token, 100);
    const [row] = await db.select().from(gameSessions).where(eq(gameSessions.sessionId, session.sessionId));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });
});

describe('seamless wallet: rounds', () => {
  it('closes a round at endround: later bets and wins on it are refused, repeats are harmless', async () => {
    const { db, token, playerId } = await fundedSession('round@example.com', 5_000n);
    await bet(token, 100, 'r-bet', 'round-c');
    expect((await callSeamless('endround', { token, roundId: 'round-c' })).status).toBe(200);
    expect((await callSeamless('endround', { token, roundId: 'round-c' })).status).toBe(200);
    for (const reply of [await bet(token, 100, 'r-bet-2', 'round-c'), await win(token, 100, 'r-win', 'round-c')]) {
      expect([reply.status, reply.body.code]).toEqual([409, 'error.seamless.round.closed']);
    }
    const unknownRound = await win(token, 100, 'r-win-2', 'never-bet');
    expect([unknownRound.status, unknownRound.body.code]).toEqual([409, 'error.seamless.round.invalid']);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(4_900n);
  });
});

describe('seamless wallet: refusals', () => {
  it('refuses a bet above the cash balance with 402 and writes nothing', async () => {
    const { db, token, playerId } = await fundedSession('poor@example.com', 500n);
    const before = await operationCount();
    const reply = await bet(token, 501, 'too-much');
    expect([reply.status, reply.body.code]).toEqual([402, 'error.seamless.insufficient_funds']);
    expect(await operationCount()).toBe(before);
    expect(await db.select().from(gameTransactions)).toEqual([]);
    expect((await bet(token, 500, 'too-much')).body).toMatchObject({ balance: 0 });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(0n);
  });

  it("refuses a bet that would take the net loss above the player's spend limit, with the limit's details", async () => {
    const { db, token, playerId } = await fundedSession('limited@example.com', 10_000n);
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 1_000n, startedAt: new Date(Date.now() - 3_600_000) });
    expect((await bet(token, 800, 'within', 'round-l')).status).toBe(200);
    const over = await bet(token, 300, 'over', 'round-l');
    expect([over.status, over.body.code]).toEqual([403, 'error.seamless.limit.reached']);
    expect(over.body.additionalInfo).toMatchObject({ limitType: 'D', limitLeft: 200, currency: 'EUR' });
    // A win makes room again: the limit is on net loss.
    await win(token, 500, 'room', 'round-l');
    expect((await bet(token, 300, 'over', 'round-l')).body).toMatchObject({ balance: 9_400 });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(9_400n);
  });

  const future = () => new Date(Date.now() + 86_400_000);
  const past = () => new Date(Date.now() - 86_400_000);
  const cases: Array<[string, Partial<typeof players.$inferInsert>, string, number]> = [
    ['a running timeout', { status: 'TIMEOUT', timeoutUntil: future() }, 'error.seamless.player.timeout', 403],
    ['a self-exclusion with an end date', { status: 'SELF_EXCLUDED', exclusionUntil: future() }, 'error.seamless.player.excluded', 403],
    ['an indefinite self-exclusion', { status: 'SELF_EXCLUDED', exclusionUntil: null }, 'error.seamless.player.excluded', 403],
    ['no casino access', { casino: false }, 'error.seamless.access.denied', 403],
    ['payout risk', { payout: true }, 'error.seamless.access.denied', 403],
    ['a suspended multibrand account', { multibrandSuspended: true }, 'error.seamless.access.denied', 403],
    ['a closed account', { status: 'CLOSED' }, 'error.seamless.access.denied', 403],
  ];
  it.each(cases)('refuses a bet for %s', async (_name, change, code, status) => {
    const { db, token, playerId } = await fundedSession('gated@example.com', 5_000n);
    await bet(token, 100, 'before-gate', 'round-g');
    await db.update(players).set(change).where(eq(players.playerId, playerId));
    const reply = await bet(token, 100, 'after-gate', 'round-g');
    expect([reply.status, reply.body.code]).toEqual([status, code]);
    // Settling the bet placed before is still possible.
    expect((await win(token, 300, 'settle', 'round-g')).body).toMatchObject({ balance: 5_200 });
  });

  it('lets a player bet again once the timeout has ended, and refuses live games without live casino access', async () => {
    const { db, token, playerId } = await fundedSession('ended@example.com', 5_000n);
    await db.update(players).set({ status: 'TIMEOUT', timeoutUntil: past(), liveCasino: false }).where(eq(players.playerId, playerId));
    expect((await bet(token, 100)).status).toBe(200);
    const live = await openSession(db, playerId, LIVE_GAME);
    const reply = await bet(live.token, 100);
    expect([reply.status, reply.body.code]).toEqual([403, 'error.seamless.access.denied']);
  });
});

describe('seamless wallet: one player never touches another', () => {
  it("refuses a token for X acting on Y's round, bet or transaction, and leaves Y's balance alone", async () => {
    const x = await fundedSession('x@example.com', 1_000n);
    const y = await fundedSession('y@example.com', 1_000n);
    await bet(y.token, 400, 'y-bet', 'y-round');
    const winOnY = await win(x.token, 5_000, 'x-win', 'y-round');
    expect([winOnY.status, winOnY.body.code]).toEqual([409, 'error.seamless.round.invalid']);
    const betOnY = await bet(x.token, 100, 'x-bet', 'y-round');
    expect([betOnY.status, betOnY.body.code]).toEqual([409, 'error.seamless.round.invalid']);
    const rollbackY = await rollback(x.token, 'y-bet', 'x-rb', 'y-round');
    expect([rollbackY.status, rollbackY.body.code]).toEqual([409, 'error.seamless.transaction.conflict']);
    // Replaying Y's bet id with X's token does not hand out Y's answer.
    const replayY = await bet(x.token, 400, 'y-bet', 'y-round');
    expect([replayY.status, replayY.body.code]).toEqual([409, 'error.seamless.transaction.conflict']);
    const endY = await callSeamless('endround', { token: x.token, roundId: 'y-round' });
    expect([endY.status, endY.body.code]).toEqual([409, 'error.seamless.round.invalid']);
    expect(await balanceOf(x.db, y.playerId, 'MAIN')).toBe(600n);
    expect(await balanceOf(x.db, x.playerId, 'MAIN')).toBe(1_000n);
    expect((await bet(y.token, 100, 'y-bet-2', 'y-round')).status).toBe(200);
  });
});
