import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@/server/db/create-database';
import type { DatabaseHandle } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { cancelWithdrawal } from '@/server/domains/wallet/cancel-withdrawal';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { requestWithdrawal } from '@/server/domains/wallet/request-withdrawal';
import { resolveWithdrawal } from '@/server/domains/wallet/resolve-withdrawal';
import { ApiError } from '@/server/http/errors';
import { TEST_DATABASE_URL } from '../support/test-db';
import { useTestDatabase } from '../support/setup';
import { balanceOf, HEALTHY, insertVerifiedPlayer, placeBet, readInvariants } from './support/ledger-fixtures';

// Random interleavings of deposits, bets, withdrawals (reserve → approve/reject/cancel) and retried keys,
// run concurrently through a 16-connection pool. PGlite runs one statement at a time, so this is PostgreSQL only.
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;
if (!TEST_DATABASE_URL) console.info('ledger-properties: skipped on PGlite (single connection); runs in the PostgreSQL pass');

const PLAYERS = 3;
// Refusals the model allows; anything else (a 500, a deadlock that escaped retry) fails the property.
const EXPECTED_REFUSALS = new Set(['error.wallet.not_enough_funds', 'error.withdrawal.not_pending', 'error.withdrawal.cancel.limit_reached']);

type Action = { kind: 'deposit' | 'bet' | 'withdraw'; player: number; amount: number; id: number; delay: number };
type Decision = 'cancel' | 'approve' | 'reject' | 'cancelTwice';

const actionArb = fc.record({
  kind: fc.constantFrom<Action['kind']>('deposit', 'deposit', 'bet', 'withdraw'),
  player: fc.nat({ max: PLAYERS - 1 }),
  amount: fc.integer({ min: 1, max: 4_000 }),
  delay: fc.nat({ max: 3 }),
});
const scenarioArb = fc.record({
  actions: fc.array(actionArb, { minLength: 5, maxLength: 30 }),
  retries: fc.array(fc.nat(), { maxLength: 10 }),
  decisions: fc.array(fc.constantFrom<Decision>('cancel', 'approve', 'reject', 'cancelTwice'), { minLength: 30, maxLength: 30 }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function assertExpected(outcome: PromiseSettledResult<unknown>): void {
  if (outcome.status === 'fulfilled') return;
  const code = outcome.reason instanceof ApiError ? outcome.reason.code : String(outcome.reason);
  if (!EXPECTED_REFUSALS.has(code)) throw new Error(`unexpected failure: ${code}`);
}

onPostgres('ledger properties under concurrency (PostgreSQL)', () => {
  const database = useTestDatabase();

  // A second, wider pool on the file's database; closed inside the test, before the database is dropped.
  async function openPool(): Promise<DatabaseHandle> {
    const [{ name }] = await executeRows<{ name: string }>(database().handle.db, sql`select current_database() as name`);
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    return createDatabase({ url: url.toString(), maxConnections: 16 });
  }

  it('keeps the books balanced, balances non-negative and equal to their postings, and applies each key once', async () => {
    const pool = await openPool();
    try {
      await assertLedgerProperties(pool);
    } finally {
      await pool.close();
      // pg-pool resolves end() before its sockets finish closing; let them go before the database is dropped.
      await sleep(250);
    }
  }, 120_000);

  async function assertLedgerProperties(pool: DatabaseHandle): Promise<void> {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ actions, retries, decisions }) => {
        await database().truncate();
        const { db } = pool;
        const players: number[] = [];
        for (let index = 0; index < PLAYERS; index += 1) players.push(await insertVerifiedPlayer(db, `p${index}@example.com`));
        const indexed: Action[] = actions.map((action, id) => ({ ...action, id }));
        const attempts = [...indexed, ...retries.filter(() => indexed.length > 0).map((r) => indexed[r % indexed.length])];

        const run = async (action: Action) => {
          await sleep(action.delay);
          const playerId = players[action.player];
          const amount = BigInt(action.amount);
          if (action.kind === 'deposit') return (await creditDeposit(db, { playerId, amount, providerReference: `psp-${action.id}` })).operationId;
          if (action.kind === 'bet') return (await placeBet(db, playerId, amount, `bet-${action.id}`)).operationId;
          const answer = await requestWithdrawal(db, playerId, { amount, idempotencyKey: `w-${action.id}` });
          return answer.pendingWithdrawal?.pendingWithdrawalId ?? null;
        };
        const phase1 = await Promise.allSettled(attempts.map(run));
        phase1.forEach(assertExpected);

        // Every successful attempt of one key got the same answer (the retry replayed it).
        const answerOf = new Map<number, unknown>();
        attempts.forEach((action, index) => {
          const outcome = phase1[index];
          if (outcome.status !== 'fulfilled' || outcome.value === null) return;
          if (answerOf.has(action.id)) expect(outcome.value).toBe(answerOf.get(action.id));
          else answerOf.set(action.id, outcome.value);
        });

        // Phase 2: decide every pending withdrawal concurrently while retries of phase 1 arrive again.
        const pending = await executeRows<{ id: string; player_id: number }>(db, sql`select pending_withdrawal_id::text as id, player_id from withdrawals`);
        const phase2 = await Promise.allSettled([
          ...pending.flatMap((row, index) => {
            const id = Number(row.id);
            const decision = decisions[index % decisions.length];
            const cancel = async () => {
              const [w] = await executeRows<{ amount: string }>(db, sql`select amount::text from withdrawals where pending_withdrawal_id = ${id}`);
              return cancelWithdrawal(db, row.player_id, { pendingWithdrawalId: id, amount: Number(w.amount), cancelByPlayer: true });
            };
            if (decision === 'cancel') return [cancel()];
            if (decision === 'cancelTwice') return [cancel(), cancel()];
            return [resolveWithdrawal(db, { pendingWithdrawalId: id, decision: decision === 'approve' ? 'APPROVED' : 'REJECTED', operator: 'prop' })];
          }),
          ...retries
            .slice(0, 5)
            .filter(() => indexed.length > 0)
            .map((r) => run(indexed[r % indexed.length])),
        ]);
        phase2.forEach(assertExpected);

        expect(await readInvariants(db)).toEqual(HEALTHY);
        const [dupes] = await executeRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from (select idempotency_key from ledger_operations group by idempotency_key having count(*) > 1) d`,
        );
        expect(Number(dupes.count)).toBe(0);

        // The model: each applied key counted once.
        for (let p = 0; p < PLAYERS; p += 1) {
          const playerId = players[p];
          const [row] = await executeRows<Record<string, string>>(
            db,
            sql`select
              coalesce((select sum(p.amount) from ledger_postings p join ledger_operations o using (operation_id) join ledger_accounts a using (account_id)
                        where o.type = 'DEPOSIT' and a.owner_id = ${playerId} and a.owner_type = 'PLAYER'), 0)::text as deposits,
              (select count(*) from ledger_operations where player_id = ${playerId} and type = 'DEPOSIT')::text as deposit_ops,
              coalesce((select sum(amount) from withdrawals where player_id = ${playerId} and status = 'PENDING'), 0)::text as pending,
              coalesce((select sum(amount) from withdrawals where player_id = ${playerId} and status = 'COMPLETED'), 0)::text as paid,
              coalesce((select -sum(p.amount) from ledger_postings p join ledger_operations o using (operation_id) join ledger_accounts a using (account_id)
                        where o.type = 'BET' and a.owner_id = ${playerId} and a.owner_type = 'PLAYER'), 0)::text as bets`,
          );
          const appliedDeposits = indexed.filter((a) => a.kind === 'deposit' && a.player === p && answerOf.has(a.id));
          expect(Number(row.deposit_ops)).toBe(appliedDeposits.length);
          expect(BigInt(row.deposits)).toBe(appliedDeposits.reduce((sum, a) => sum + BigInt(a.amount), 0n));
          expect(await balanceOf(db, playerId, 'LOCKED')).toBe(BigInt(row.pending));
          const main = await balanceOf(db, playerId, 'MAIN');
          expect(main + BigInt(row.pending)).toBe(BigInt(row.deposits) - BigInt(row.bets) - BigInt(row.paid));
        }
      }),
      { numRuns: 15, endOnFailure: true },
    );
  }
});
