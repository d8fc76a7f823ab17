import { assertBetWithinLimits } from '@/server/domains/limits/assert-bet-within-limits';
import { executeOperation } from '@/server/domains/ledger/post-operation';
import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { reverseOperation } from '@/server/domains/ledger/reverse-operation';
import { ApiError } from '@/server/http/errors';
import type { Database } from '@/server/db/database';
import { useTestDatabase } from '../support/setup';
import { balanceOf, insertVerifiedPlayer, placeBet } from '../ledger/support/ledger-fixtures';
import { backdateOperation, creditDeposit, payWin, storeLimit } from './support';

const database = useTestDatabase();
const HOUR = 3_600_000;

let bets = 0;
/** A bet as the seamless API places it: the limit check and the debit in one transaction. */
async function bet(db: Database, playerId: number, amount: bigint) {
  bets += 1;
  const key = `limited-bet-${bets}`;
  return db.transaction(async (tx) => {
    await assertBetWithinLimits(tx, { playerId, currency: 'EUR', amount });
    return executeOperation(tx, {
      idempotencyKey: key,
      type: 'BET',
      category: 'CASINO',
      playerId,
      currency: 'EUR',
      legs: transfer(playerAccount(playerId, 'MAIN'), gameAccount(), amount),
    });
  });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('assertBetWithinLimits', () => {
  it('lets every bet through when the player has no spend limit', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    await expect(bet(db, playerId, 90_000n)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('refuses the bet that would take the net loss above the daily limit, and wins make room again', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    const startedAt = new Date(Date.now() - HOUR);
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 5_000n, startedAt });
    await bet(db, playerId, 3_000n);
    await bet(db, playerId, 2_000n);
    const error = await refusal(bet(db, playerId, 1n));
    expect(error.code).toBe('error.spend.limit.reached');
    expect(error.status).toBe(403);
    expect(error.extra.additionalInfo).toEqual({
      limitType: 'D',
      limitLeft: 0,
      resetOn: new Date(startedAt.getTime() + 24 * HOUR).toISOString(),
      currency: 'EUR',
    });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(95_000n);
    await payWin(db, playerId, 1_500n);
    await bet(db, playerId, 1_500n);
    await expect(refusal(bet(db, playerId, 1n))).resolves.toMatchObject({ code: 'error.spend.limit.reached' });
  });

  it('counts a reversed (rolled back) bet as no loss', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 5_000n });
    const placed = await bet(db, playerId, 5_000n);
    await reverseOperation(db, { operationId: placed.operationId, idempotencyKey: 'rollback-1' });
    await expect(bet(db, playerId, 5_000n)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('ignores losses before the current period and before the limit started', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    const old = await placeBet(db, playerId, 20_000n, 'old-bet');
    await backdateOperation(db, old.operationId, new Date(Date.now() - 30 * HOUR));
    // Started 30 h ago: the first day is over, the second began 6 h ago.
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 5_000n, startedAt: new Date(Date.now() - 30 * HOUR) });
    await expect(bet(db, playerId, 5_000n)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('counts losses of the 24 h before a new limit was set in its first period', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    const recent = await placeBet(db, playerId, 4_000n, 'recent-bet');
    await backdateOperation(db, recent.operationId, new Date(Date.now() - 3 * HOUR));
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 5_000n, startedAt: new Date(Date.now() - 60_000) });
    expect((await refusal(bet(db, playerId, 2_000n))).code).toBe('error.spend.limit.reached');
    await expect(bet(db, playerId, 1_000n)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('names the tightest limit: the weekly one when less of it is left', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    const startedAt = new Date(Date.now() - 3 * 24 * HOUR);
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 5_000n, startedAt });
    await storeLimit(db, { playerId, limitType: 'loss', period: 'W', value: 10_000n, startedAt });
    const earlier = await placeBet(db, playerId, 8_000n, 'earlier-this-week');
    await backdateOperation(db, earlier.operationId, new Date(Date.now() - 2 * 24 * HOUR));
    const error = await refusal(bet(db, playerId, 3_000n));
    expect(error.extra.additionalInfo).toMatchObject({ limitType: 'W', limitLeft: 2_000 });
    await expect(bet(db, playerId, 2_000n)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('ignores a deposit limit and a removed spend limit', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    await storeLimit(db, { playerId, limitType: 'deposit', period: 'D', value: 1_000n });
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 1_000n, pendingValue: null, pendingDate: new Date(Date.now() - 1) });
    await expect(bet(db, playerId, 50_000n)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('applies a pending increase only once its cooling-off has passed', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 1_000n, pendingValue: 9_000n, pendingDate: new Date(Date.now() + HOUR) });
    await expect(refusal(bet(db, playerId, 2_000n))).resolves.toMatchObject({ code: 'error.spend.limit.reached' });
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 1_000n, pendingValue: 9_000n, pendingDate: new Date(Date.now() - 1) });
    await expect(bet(db, playerId, 2_000n)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('lets concurrent bets share the headroom without overrunning it', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 100_000n);
    await storeLimit(db, { playerId, limitType: 'loss', period: 'D', value: 5_000n });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => bet(db, playerId, 1_000n)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'error.spend.limit.reached' });
    }
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(95_000n);
  });
});
