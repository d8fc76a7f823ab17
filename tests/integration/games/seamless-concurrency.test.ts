import { count, eq, sql } from 'drizzle-orm';
import { createDatabase } from '@/server/db/create-database';
import type { DatabaseHandle } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { setDatabaseForTests } from '@/server/db/get-database';
import { gameTransactions, ledgerOperations } from '@/server/db/schema';
import { TEST_DATABASE_URL } from '../support/test-db';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { balanceOf, HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { storeLimit } from '../limits/support';
import { callSeamless, CASINO_GAME, fund, openSession } from './support';

// Concurrent calls on one wallet through the route, over a 16-connection pool. PGlite runs one statement at a
// time, so this is PostgreSQL only.
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;
if (!TEST_DATABASE_URL) console.info('seamless-concurrency: skipped on PGlite (single connection); runs in the PostgreSQL pass');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onPostgres('seamless wallet under concurrency (PostgreSQL)', () => {
  const database = useTestDatabase();

  /** Runs the route over a second, wider pool on the file's database, closed before the database is dropped. */
  async function withPool(work: () => Promise<void>): Promise<void> {
    const [{ name }] = await executeRows<{ name: string }>(database().handle.db, sql`select current_database() as name`);
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const pool: DatabaseHandle = await createDatabase({ url: url.toString(), maxConnections: 16 });
    setDatabaseForTests(pool);
    try {
      await work();
    } finally {
      setDatabaseForTests(database().handle);
      await pool.close();
      // pg-pool resolves end() before its sockets finish closing; let them go before the database is dropped.
      await sleep(250);
    }
  }

  async function fundedToken(email: string, amount: bigint) {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, email);
    await fund(db, playerId, amount);
    return { db, playerId, token: (await openSession(db, playerId)).token };
  }

  it(
    'serializes 20 concurrent bets on one wallet: exactly the affordable ones succeed, never below zero',
    () =>
      withPool(async () => {
        const { db, playerId, token } = await fundedToken('race@example.com', 1_000n);
        const replies = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            callSeamless('bet', { token, transactionId: `race-${i}`, roundId: `round-${i % 4}`, gameId: CASINO_GAME, amount: 100 }),
          ),
        );
        const ok = replies.filter((r) => r.status === 200);
        const refused = replies.filter((r) => r.status !== 200);
        expect(ok).toHaveLength(10);
        expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(10).fill([402, 'error.seamless.insufficient_funds']));
        // Each success saw the balance the one before it left: 900, 800, … 0, each once.
        expect(ok.map((r) => r.body.balance as number).sort((a, b) => a - b)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
        expect(await balanceOf(db, playerId, 'MAIN')).toBe(0n);
        const [rows] = await db.select({ n: count() }).from(gameTransactions);
        expect(rows.n).toBe(10);
        expect(await readInvariants(db)).toEqual(HEALTHY);
      }),
    60_000,
  );

  it(
    'lets concurrent bets fill a spend limit exactly, never past it',
    () =>
      withPool(async () => {
        const { db, playerId, token } = await fundedToken('limit-race@example.com', 10_000n);
        await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 500n, startedAt: new Date(Date.now() - 3_600_000) });
        const replies = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            callSeamless('bet', { token, transactionId: `limit-${i}`, roundId: 'limit-round', gameId: CASINO_GAME, amount: 100 }),
          ),
        );
        expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
        expect(replies.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(Array(7).fill('error.seamless.limit.reached'));
        expect(await balanceOf(db, playerId, 'MAIN')).toBe(9_500n);
      }),
    60_000,
  );

  it(
    'applies 10 concurrent copies of one bet once and answers each with the same original answer',
    () =>
      withPool(async () => {
        const { db, playerId, token } = await fundedToken('twins@example.com', 1_000n);
        const body = { token, transactionId: 'twin', roundId: 'twin-round', gameId: CASINO_GAME, amount: 250 };
        const replies = await Promise.all(Array.from({ length: 10 }, () => callSeamless('bet', body)));
        const original = { balance: 750, currency: 'EUR', transactionId: 'twin', referenceId: expect.stringMatching(/^txn_/) };
        for (const reply of replies) expect(reply).toEqual({ status: 200, body: original });
        expect(new Set(replies.map((r) => r.body.referenceId)).size).toBe(1);
        expect(await balanceOf(db, playerId, 'MAIN')).toBe(750n);
        const bets = await db.select().from(ledgerOperations).where(eq(ledgerOperations.type, 'BET'));
        expect(bets).toHaveLength(1);
      }),
    60_000,
  );

  it(
    'races a bet against its own rollback: either way the money ends where it started',
    () =>
      withPool(async () => {
        const { db, playerId, token } = await fundedToken('rollrace@example.com', 10_000n);
        const outcomes = new Set<string>();
        for (let i = 0; i < 10; i += 1) {
          const [placed, rolled] = await Promise.all([
            callSeamless('bet', { token, transactionId: `rr-bet-${i}`, roundId: `rr-${i}`, gameId: CASINO_GAME, amount: 500 }),
            callSeamless('rollback', { token, transactionId: `rr-rb-${i}`, originalTransactionId: `rr-bet-${i}`, roundId: `rr-${i}` }),
          ]);
          expect(rolled.status).toBe(200);
          // Bet first: the rollback reverses it. Rollback first: a tombstone, and the bet is refused.
          if (placed.status === 200) outcomes.add('bet-then-rollback');
          else {
            expect([placed.status, placed.body.code]).toEqual([409, 'error.seamless.transaction.rolled_back']);
            outcomes.add('rollback-then-bet');
          }
          expect(await balanceOf(db, playerId, 'MAIN')).toBe(10_000n);
        }
        expect(outcomes.size).toBeGreaterThan(0);
        expect(await readInvariants(db)).toEqual(HEALTHY);
      }),
    60_000,
  );

  it(
    'keeps two players apart while their bets and wins interleave',
    () =>
      withPool(async () => {
        const a = await fundedToken('a@example.com', 5_000n);
        const b = await fundedToken('b@example.com', 5_000n);
        const calls = [];
        for (let i = 0; i < 10; i += 1) {
          for (const [name, player] of [
            ['a', a],
            ['b', b],
          ] as const) {
            calls.push(
              callSeamless('bet', {
                token: player.token,
                transactionId: `${name}-bet-${i}`,
                roundId: `${name}-round-${i}`,
                gameId: CASINO_GAME,
                amount: 300,
              }).then((placed) =>
                placed.status === 200
                  ? callSeamless('win', {
                      token: player.token,
                      transactionId: `${name}-win-${i}`,
                      roundId: `${name}-round-${i}`,
                      gameId: CASINO_GAME,
                      amount: name === 'a' ? 100 : 600,
                    })
                  : placed,
              ),
            );
          }
        }
        const replies = await Promise.all(calls);
        expect(replies.every((r) => r.status === 200)).toBe(true);
        expect(await balanceOf(a.db, a.playerId, 'MAIN')).toBe(5_000n - 10n * 200n);
        expect(await balanceOf(b.db, b.playerId, 'MAIN')).toBe(5_000n + 10n * 300n);
        expect(await readInvariants(a.db)).toEqual(HEALTHY);
      }),
    60_000,
  );
});
