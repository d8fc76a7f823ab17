import { eq, sql } from 'drizzle-orm';
import { GET as jackpotAmountRoute } from '@/app/api/v1/gaming/jackpotamount/route';
import { createDatabase } from '@/server/db/create-database';
import type { Database, DatabaseHandle } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { setDatabaseForTests } from '@/server/db/get-database';
import { gameTransactions, jackpots, ledgerOperations, players } from '@/server/db/schema';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { requestHash } from '@/server/domains/ledger/request-hash';
import { jackpotContribution } from '@/lib/jackpots/policy';
import { apiRequest, readJson } from '../support/http';
import { useTestDatabase } from '../support/setup';
import { TEST_DATABASE_URL } from '../support/test-db';
import { insertPlayer } from '../support/players';
import { balanceOf, HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { callSeamless, CASINO_GAME, fund, openSession, PROVIDER, txId } from '../games/support';
import { providerNumber } from '@/server/domains/games/provider-numbers';

// Progressive jackpots in play (docs/decisions.md "Progressive jackpots in play"), through the seamless-wallet
// route as a provider calls it. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL over a 16-connection
// pool so concurrent calls really overlap.
const database = useTestDatabase();

/** A jackpot game of the demo catalogue (content/dataset.ndjson): jackpotSeed 5,068,000 EUR minor units. */
const JACKPOT_GAME = { id: 'casino-the-frosted-sextant', seed: 5_068_000n };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL: the route runs over a second, wider pool on the file's database; PGlite: its one connection. */
async function withPool(work: () => Promise<void>): Promise<void> {
  if (!TEST_DATABASE_URL) return work();
  const [{ name }] = await executeRows<{ name: string }>(database().handle.db, sql`select current_database() as name`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const pool: DatabaseHandle = await createDatabase({ url: url.toString(), maxConnections: 16 });
  setDatabaseForTests(pool);
  try {
    await work();
  } finally {
    setDatabaseForTests(database().handle);
    await pool.close();
    await sleep(250);
  }
}

interface Pot {
  jackpotId: number;
  amount: bigint;
  seed: bigint;
  wins: number;
}

async function readPot(db: Database, gameId = JACKPOT_GAME.id): Promise<Pot | undefined> {
  const rows = await executeRows<{ jackpot_id: number; amount: string; seed: string; wins: number }>(
    db,
    sql`select jackpot_id, amount::text, seed::text, wins from jackpots where game_id = ${gameId} and currency = 'EUR'`,
  );
  return rows[0] && { jackpotId: Number(rows[0].jackpot_id), amount: BigInt(rows[0].amount), seed: BigInt(rows[0].seed), wins: Number(rows[0].wins) };
}

/** An operator account's balance: the sum of its postings (operator accounts keep no running balance). */
async function operatorBalance(db: Database, ownerType: string, ownerId: number, purpose: string): Promise<bigint> {
  const [row] = await executeRows<{ total: string }>(
    db,
    sql`select coalesce(sum(p.amount), 0)::text as total from ledger_postings p join ledger_accounts a on a.account_id = p.account_id
         where a.owner_type = ${ownerType} and a.owner_id = ${ownerId} and a.purpose = ${purpose} and a.currency = 'EUR'`,
  );
  return BigInt(row.total);
}

/** The pot shown equals its seed plus what its JACKPOT liability account holds. */
async function expectPotBacked(db: Database): Promise<Pot> {
  const pot = await readPot(db);
  if (!pot) throw new Error('no pot');
  expect(pot.amount).toBe(pot.seed + (await operatorBalance(db, 'JACKPOT', pot.jackpotId, 'JACKPOT')));
  expect(await readInvariants(db)).toEqual(HEALTHY);
  return pot;
}

async function player(email: string, amount: bigint, gameId = JACKPOT_GAME.id) {
  const { db } = database().handle;
  const playerId = await insertPlayer(db, email);
  await fund(db, playerId, amount);
  return { db, playerId, token: (await openSession(db, playerId, gameId)).token };
}

const bet = (token: string, amount: number, ids = { transactionId: txId('bet'), roundId: txId('round') }) =>
  callSeamless('bet', { token, ...ids, gameId: JACKPOT_GAME.id, amount });

describe('progressive jackpots in play', () => {
  it('opens the pot at the launch and adds 1 % (rounded down) of every real-money bet, exactly, with the ledger', async () => {
    const { db, token, playerId } = await player('contrib@example.com', 10_000_000n);
    expect(await readPot(db)).toMatchObject({ amount: JACKPOT_GAME.seed, seed: JACKPOT_GAME.seed, wins: 0 });
    const stakes = Array.from({ length: 120 }, (_, i) => 10 + ((i * 7_919) % 9_990));
    let expected = 0n;
    for (const stake of stakes) {
      const reply = await bet(token, stake);
      expect(reply.status).toBe(200);
      expected += BigInt(jackpotContribution(stake));
    }
    expect(expected).toBeGreaterThan(0n);
    const pot = await expectPotBacked(db);
    expect(pot.amount).toBe(JACKPOT_GAME.seed + expected);
    // The player pays the stake and nothing more; the contribution is the operator's share of it.
    const staked = stakes.reduce((sum, stake) => sum + BigInt(stake), 0n);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(10_000_000n - staked);
    expect(await operatorBalance(db, 'GAME', providerNumber(PROVIDER), 'GAME')).toBe(staked - expected);
    // Each bet's row remembers its contribution; the ledger hash is the TS ledger's, third leg included.
    const rows = await db.select().from(gameTransactions).where(eq(gameTransactions.kind, 'BET'));
    expect(rows.reduce((sum, row) => sum + (row.jackpotAmount ?? 0n), 0n)).toBe(expected);
    const sample = rows.find((row) => (row.jackpotAmount ?? 0n) > 0n)!;
    const [operation] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.operationId, sample.operationId!));
    expect(operation.requestHash).toBe(
      requestHash({
        idempotencyKey: '',
        type: 'BET',
        category: 'CASINO',
        playerId,
        currency: 'EUR',
        legs: [
          { ownerType: 'PLAYER', ownerId: playerId, purpose: 'MAIN', amount: -sample.amount },
          { ownerType: 'GAME', ownerId: providerNumber(PROVIDER), purpose: 'GAME', amount: sample.amount - sample.jackpotAmount! },
          { ownerType: 'JACKPOT', ownerId: pot.jackpotId, purpose: 'JACKPOT', amount: sample.jackpotAmount! },
        ],
      }),
    );
    // The public amount moves with play.
    const answer = await readJson<{ data: { amount: number }[] }>(await jackpotAmountRoute(apiRequest(`/v1/gaming/jackpotamount?gameIds=${JACKPOT_GAME.id}`)));
    expect(answer.data[0].amount).toBe(Number(JACKPOT_GAME.seed + expected));
  });

  it('takes nothing for games without a jackpot, for stakes under one euro, and for sessions in another currency', async () => {
    const { db } = database().handle;
    // A pot left behind by a game that is no longer a jackpot game in the content is not played for.
    await db.insert(jackpots).values({ gameId: CASINO_GAME, currency: 'EUR', amount: 1_000n, seed: 1_000n });
    const plain = await player('plain@example.com', 100_000n, CASINO_GAME);
    expect((await callSeamless('bet', { token: plain.token, transactionId: txId(), roundId: txId(), gameId: CASINO_GAME, amount: 5_000 })).status).toBe(200);
    expect((await readPot(db, CASINO_GAME))?.amount).toBe(1_000n);
    const small = await player('small@example.com', 100_000n);
    expect((await bet(small.token, 99)).status).toBe(200);
    expect((await readPot(db))?.amount).toBe(JACKPOT_GAME.seed);

    const nokPlayer = await insertPlayer(db, 'nok@example.com');
    await db.update(players).set({ currencyCode: 'NOK' }).where(eq(players.playerId, nokPlayer));
    await fund(db, nokPlayer, 100_000n);
    const nok = await openGameSession(db, {
      playerId: nokPlayer,
      provider: PROVIDER,
      gameId: JACKPOT_GAME.id,
      currency: 'NOK',
      channel: 'desktop',
      ipAddress: null,
    });
    expect((await bet(nok.token, 50_000)).status).toBe(200);
    expect(await readPot(db, JACKPOT_GAME.id)).toMatchObject({ amount: JACKPOT_GAME.seed });
    const nokPots = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from jackpots where currency = 'NOK'`);
    expect(Number(nokPots[0].n)).toBe(0);
    await expectPotBacked(db);
  });

  it('loses no contribution among hundreds of concurrent bets', async () => {
    const { db } = database().handle;
    const wallets = await Promise.all(Array.from({ length: 10 }, (_, i) => player(`crowd-${i}@example.com`, 1_000_000n)));
    const stakes = Array.from({ length: 300 }, (_, i) => 100 + ((i * 37) % 900));
    await withPool(async () => {
      const replies = await Promise.all(stakes.map((stake, i) => bet(wallets[i % wallets.length].token, stake)));
      expect(replies.filter((reply) => reply.status !== 200)).toEqual([]);
    });
    const expected = stakes.reduce((sum, stake) => sum + BigInt(jackpotContribution(stake)), 0n);
    const pot = await expectPotBacked(db);
    expect(pot.amount).toBe(JACKPOT_GAME.seed + expected);
  }, 120_000);

  it('pays the whole pot once on a jackpot win, resets it to the seed, and a retry pays nothing more', async () => {
    const { db, token, playerId } = await player('winner@example.com', 1_000_000n);
    const round = txId('round');
    const betId = txId('bet');
    expect((await bet(token, 50_000, { transactionId: betId, roundId: round })).status).toBe(200);
    const before = await expectPotBacked(db);
    expect(before.amount).toBe(JACKPOT_GAME.seed + 500n);
    const win = { token, transactionId: txId('win'), roundId: round, gameId: JACKPOT_GAME.id, amount: 1_200, betTransactionId: betId, jackpot: true };
    const first = await callSeamless('win', win);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ jackpotAmount: Number(before.amount), balance: 1_000_000 - 50_000 + 1_200 + Number(before.amount) });
    const again = await callSeamless('win', win);
    expect(again).toEqual(first);
    // The same id without the jackpot flag is another request: a conflict, never a second payment.
    expect((await callSeamless('win', { ...win, jackpot: undefined })).body.code).toBe('error.seamless.transaction.conflict');
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(1_000_000n - 50_000n + 1_200n + before.amount);
    const after = await expectPotBacked(db);
    expect(after).toMatchObject({ amount: JACKPOT_GAME.seed, wins: 1 });
    // The seed came from the operator's HOUSE account, the contributions from the pot's liability account.
    expect(await operatorBalance(db, 'HOUSE', 0, 'HOUSE')).toBe(-JACKPOT_GAME.seed);
    expect(await operatorBalance(db, 'JACKPOT', after.jackpotId, 'JACKPOT')).toBe(0n);
    // A jackpot win is final.
    const rollback = await callSeamless('rollback', { token, transactionId: txId('rb'), originalTransactionId: win.transactionId, roundId: round });
    expect([rollback.status, rollback.body.code]).toEqual([409, 'error.seamless.jackpot.paid']);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(1_000_000n - 50_000n + 1_200n + before.amount);
  });

  it('pays the full pot to only one of two concurrent winners; the other gets the reset pot', async () => {
    const { db } = database().handle;
    const winners = await Promise.all([player('w1@example.com', 100_000n), player('w2@example.com', 100_000n)]);
    const rounds = await Promise.all(
      winners.map(async ({ token }) => {
        const ids = { transactionId: txId('bet'), roundId: txId('round') };
        expect((await bet(token, 10_000, ids)).status).toBe(200);
        return ids;
      }),
    );
    const full = await readPot(db);
    expect(full?.amount).toBe(JACKPOT_GAME.seed + 200n);
    let replies: { status: number; body: Record<string, unknown> }[] = [];
    await withPool(async () => {
      replies = await Promise.all(
        winners.map(({ token }, i) =>
          callSeamless('win', { token, transactionId: txId('win'), roundId: rounds[i].roundId, gameId: JACKPOT_GAME.id, amount: 0, jackpot: true }),
        ),
      );
    });
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const paid = replies.map((reply) => BigInt(reply.body.jackpotAmount as number)).sort((a, b) => (a < b ? -1 : 1));
    expect(paid).toEqual([JACKPOT_GAME.seed, full!.amount]);
    const after = await expectPotBacked(db);
    expect(after).toMatchObject({ amount: JACKPOT_GAME.seed, wins: 2 });
    const credited = (await Promise.all(winners.map(({ playerId }) => balanceOf(db, playerId, 'MAIN')))).reduce((a, b) => a + b, 0n);
    expect(credited).toBe(2n * (100_000n - 10_000n) + JACKPOT_GAME.seed + full!.amount);
  }, 60_000);

  it('returns a voided bet’s contribution to the pot, unless the pot was won since', async () => {
    const { db, token, playerId } = await player('void@example.com', 1_000_000n);
    const first = { transactionId: txId('bet'), roundId: txId('round') };
    expect((await bet(token, 30_000, first)).status).toBe(200);
    expect((await readPot(db))?.amount).toBe(JACKPOT_GAME.seed + 300n);
    const voided = await callSeamless('rollback', { token, transactionId: txId('rb'), originalTransactionId: first.transactionId, roundId: first.roundId });
    expect(voided.status).toBe(200);
    expect((await expectPotBacked(db)).amount).toBe(JACKPOT_GAME.seed);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(1_000_000n);

    // Contributed, then the pot is won by someone else, then the bet is voided: the stake comes back whole from
    // the operator's GAME account, the new pot keeps its value.
    const second = { transactionId: txId('bet'), roundId: txId('round') };
    expect((await bet(token, 20_000, second)).status).toBe(200);
    const other = await player('other-winner@example.com', 100_000n);
    const otherRound = { transactionId: txId('bet'), roundId: txId('round') };
    expect((await bet(other.token, 10_000, otherRound)).status).toBe(200);
    const win = await callSeamless('win', {
      token: other.token,
      transactionId: txId('win'),
      roundId: otherRound.roundId,
      gameId: JACKPOT_GAME.id,
      amount: 0,
      jackpot: true,
    });
    expect(win.body.jackpotAmount).toBe(Number(JACKPOT_GAME.seed + 300n));
    expect((await bet(other.token, 10_000)).status).toBe(200);
    const late = await callSeamless('rollback', { token, transactionId: txId('rb'), originalTransactionId: second.transactionId, roundId: second.roundId });
    expect(late.status).toBe(200);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(1_000_000n);
    expect((await expectPotBacked(db)).amount).toBe(JACKPOT_GAME.seed + 100n);
  });

  it('refuses a jackpot win on a session that plays for no pot, and writes nothing', async () => {
    const { db, token, playerId } = await player('nopot@example.com', 10_000n, CASINO_GAME);
    const ids = { transactionId: txId('bet'), roundId: txId('round') };
    expect((await callSeamless('bet', { token, ...ids, gameId: CASINO_GAME, amount: 1_000 })).status).toBe(200);
    const reply = await callSeamless('win', { token, transactionId: txId('win'), roundId: ids.roundId, gameId: CASINO_GAME, amount: 500, jackpot: true });
    expect([reply.status, reply.body.code]).toEqual([409, 'error.seamless.jackpot.invalid']);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(9_000n);
    expect(await db.select().from(gameTransactions).where(eq(gameTransactions.kind, 'WIN'))).toEqual([]);
  });
});
