import { eq, sql } from 'drizzle-orm';
import { executeRows } from '@/server/db/execute-rows';
import { players } from '@/server/db/schema';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { resolveWithdrawal } from '@/server/domains/wallet/resolve-withdrawal';
import { DAILY_WITHDRAWAL_LIMIT } from '@/server/domains/wallet/withdrawal-eligibility';
import { useTestDatabase } from '../support/setup';
import { insertVerifiedPlayer, readInvariants, HEALTHY } from '../ledger/support/ledger-fixtures';
import { walletClient } from './support';

const database = useTestDatabase();

async function fundedPlayer(email: string, amount = 10_000n): Promise<number> {
  const { db } = database().handle;
  const playerId = await insertVerifiedPlayer(db, email);
  await creditDeposit(db, { playerId, amount, providerReference: `psp-${email}` });
  return playerId;
}

async function withdrawalCount(): Promise<number> {
  const [row] = await executeRows<{ count: number }>(database().handle.db, sql`select count(*)::int as count from withdrawals`);
  return Number(row.count);
}

type Pending = { pendingWithdrawalId: number; amount: number; status: string };

describe('withdrawal API', () => {
  it('reserves MAIN → LOCKED as a pending withdrawal and lists it', async () => {
    const client = walletClient(await fundedPlayer('a@example.com'));
    const answer = await client.requestWithdrawal({ amount: 2_500, paymentMethod: 'TRUSTLY' }, 'withdraw-key-1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      result: 'SUCCESS',
      status: 'ALLOWED',
      duration: 'DAILY',
      originalLimit: Number(DAILY_WITHDRAWAL_LIMIT),
      limit: Number(DAILY_WITHDRAWAL_LIMIT) - 2_500,
      pendingWithdrawal: {
        amount: 2_500,
        currency: 'EUR',
        category: 'PAYMENT',
        type: 'WITHDRAW',
        status: 'PENDING',
        referenceId: expect.stringMatching(/^txn_/),
      },
    });
    expect((await client.wallet()).body).toMatchObject({ mainBalance: 7_500, lockedBalance: 2_500, totalBalance: 10_000 });
    const pending = (await client.pending()).body.pendingWithdrawals as Pending[];
    expect(pending.map((p) => [p.amount, p.status])).toEqual([[2_500, 'PENDING']]);
    const history = (await client.transactions()).body.transactions as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ type: 'WITHDRAW', category: 'PAYMENT', status: 'PENDING', amount: -2_500, balanceAfterTransaction: 7_500 });
  });

  it('replays a retried Idempotency-Key once and refuses the key with another amount', async () => {
    const client = walletClient(await fundedPlayer('a@example.com'));
    const first = await client.requestWithdrawal({ amount: 1_000 }, 'withdraw-key-1');
    const again = await client.requestWithdrawal({ amount: 1_000 }, 'withdraw-key-1');
    expect(again.body).toEqual(first.body);
    const conflict = await client.requestWithdrawal({ amount: 1_001 }, 'withdraw-key-1');
    expect([conflict.status, conflict.body.code]).toEqual([409, 'error.idempotency.conflict']);
    expect(await withdrawalCount()).toBe(1);
    expect((await client.wallet()).body).toMatchObject({ mainBalance: 9_000, lockedBalance: 1_000 });
    const malformed = await client.requestWithdrawal({ amount: 1_000 }, 'bad key!');
    expect(malformed.status).toBe(400);
  });

  it('refuses without writing: funds, daily limit, KYC and payout restrictions', async () => {
    const { db } = database().handle;
    // Above the daily limit, below the 20,000.00 of lifetime deposits that asks for EDD first (docs/decisions.md).
    const playerId = await fundedPlayer('a@example.com', 1_500_000n);
    const client = walletClient(playerId);
    expect((await client.requestWithdrawal({ amount: Number(DAILY_WITHDRAWAL_LIMIT) + 1 })).body).toMatchObject({
      result: 'WITHDRAWAL_LIMIT_REACHED',
      status: 'WITHDRAWAL_LIMIT_REACHED',
    });
    expect((await client.requestWithdrawal({ amount: Number(DAILY_WITHDRAWAL_LIMIT) })).body.result).toBe('SUCCESS');
    expect((await client.requestWithdrawal({ amount: 1 })).body).toMatchObject({ result: 'WITHDRAWAL_LIMIT_REACHED', limit: 0 });
    const poorer = walletClient(await fundedPlayer('b@example.com', 100n));
    expect((await poorer.requestWithdrawal({ amount: 101 })).body).toMatchObject({ result: 'NOT_ENOUGH_FUNDS', status: 'ERROR' });
    await db.update(players).set({ kycStatus: 'NOT_VERIFIED' }).where(eq(players.playerId, playerId));
    expect((await client.requestWithdrawal({ amount: 1 })).body).toMatchObject({ result: 'DOCUMENTS_REQUIRED', status: 'VERIFYDOCUMENT_REQUIRED' });
    await db.update(players).set({ kycStatus: 'FULLY VERIFIED', payout: true }).where(eq(players.playerId, playerId));
    expect((await client.requestWithdrawal({ amount: 1 })).body).toMatchObject({ result: 'RESTRICTED', status: 'RESTRICTED' });
    expect(await withdrawalCount()).toBe(1);
    expect((await client.requestWithdrawal({ amount: 0 })).status).toBe(400);
  });

  it('cancels in full back to MAIN, idempotently, and shows the reversal in history', async () => {
    const client = walletClient(await fundedPlayer('a@example.com'));
    const { pendingWithdrawal } = (await client.requestWithdrawal({ amount: 3_000 })).body as { pendingWithdrawal: Pending };
    const wrongAmount = await client.cancelWithdrawal({ pendingWithdrawalId: pendingWithdrawal.pendingWithdrawalId, amount: 2_999, cancelByPlayer: true });
    expect([wrongAmount.status, (wrongAmount.body.fieldErrors as Array<{ field: string }>)[0].field]).toEqual([400, 'amount']);
    const notByPlayer = await client.cancelWithdrawal({ pendingWithdrawalId: pendingWithdrawal.pendingWithdrawalId, amount: 3_000, cancelByPlayer: false });
    expect(notByPlayer.status).toBe(400);
    const body = { pendingWithdrawalId: pendingWithdrawal.pendingWithdrawalId, amount: 3_000, cancelByPlayer: true };
    const cancelled = await client.cancelWithdrawal(body);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', amount: 3_000 });
    expect((await client.cancelWithdrawal(body)).body).toEqual(cancelled.body);
    expect((await client.wallet()).body).toMatchObject({ mainBalance: 10_000, lockedBalance: 0 });
    const history = (await client.transactions()).body.transactions as Array<Record<string, unknown>>;
    expect(history.slice(0, 2).map((t) => [t.type, t.status, t.amount])).toEqual([
      ['CANCELED', 'SUCCESS', 3_000],
      ['WITHDRAW', 'CANCELLED', -3_000],
    ]);
    expect((await client.pending()).body.pendingWithdrawals).toEqual([]);
    expect(await readInvariants(database().handle.db)).toEqual(HEALTHY);
  });

  it('limits player cancellations to 3 a day with error.withdrawal.cancel.limit_reached', async () => {
    const client = walletClient(await fundedPlayer('a@example.com'));
    for (let i = 0; i < 3; i += 1) {
      const { pendingWithdrawal } = (await client.requestWithdrawal({ amount: 100 })).body as { pendingWithdrawal: Pending };
      expect((await client.cancelWithdrawal({ pendingWithdrawalId: pendingWithdrawal.pendingWithdrawalId, amount: 100, cancelByPlayer: true })).status).toBe(
        200,
      );
    }
    const { pendingWithdrawal } = (await client.requestWithdrawal({ amount: 100 })).body as { pendingWithdrawal: Pending };
    const refused = await client.cancelWithdrawal({ pendingWithdrawalId: pendingWithdrawal.pendingWithdrawalId, amount: 100, cancelByPlayer: true });
    expect([refused.status, refused.body.code]).toEqual([409, 'error.withdrawal.cancel.limit_reached']);
    expect((await client.wallet()).body).toMatchObject({ lockedBalance: 100 });
  });

  it('lets the operator approve (paid out) or reject (refunded); a decided withdrawal cannot be cancelled', async () => {
    const { db } = database().handle;
    const client = walletClient(await fundedPlayer('a@example.com'));
    const approved = ((await client.requestWithdrawal({ amount: 1_000 })).body as { pendingWithdrawal: Pending }).pendingWithdrawal;
    const rejected = ((await client.requestWithdrawal({ amount: 2_000 })).body as { pendingWithdrawal: Pending }).pendingWithdrawal;
    expect((await resolveWithdrawal(db, { pendingWithdrawalId: approved.pendingWithdrawalId, decision: 'APPROVED', operator: 'ops' })).status).toBe(
      'COMPLETED',
    );
    expect((await resolveWithdrawal(db, { pendingWithdrawalId: rejected.pendingWithdrawalId, decision: 'REJECTED', operator: 'ops' })).status).toBe(
      'CANCELLED',
    );
    expect((await client.wallet()).body).toMatchObject({ mainBalance: 9_000, lockedBalance: 0 });
    const late = await client.cancelWithdrawal({ pendingWithdrawalId: approved.pendingWithdrawalId, amount: 1_000, cancelByPlayer: true });
    expect([late.status, late.body.code]).toEqual([409, 'error.withdrawal.not_pending']);
    const history = (await client.transactions('?category=PAYMENT')).body.transactions as Array<Record<string, unknown>>;
    expect(history.map((t) => [t.type, t.status])).toEqual([
      ['REVERSAL', 'SUCCESS'],
      ['WITHDRAW', 'CANCELLED'],
      ['WITHDRAW', 'COMPLETED'],
      ['DEPOSIT', 'SUCCESS'],
    ]);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('serializes concurrent requests of one player and a race between cancel and approve', async () => {
    const { db } = database().handle;
    const playerId = await fundedPlayer('a@example.com', 1_000n);
    const client = walletClient(playerId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.requestWithdrawal({ amount: 300 })));
    expect(answers.filter((a) => a.body.result === 'SUCCESS')).toHaveLength(3);
    expect(answers.filter((a) => a.body.result === 'NOT_ENOUGH_FUNDS')).toHaveLength(2);
    expect((await client.wallet()).body).toMatchObject({ mainBalance: 100, lockedBalance: 900 });
    const [first] = (await client.pending()).body.pendingWithdrawals as Pending[];
    const race = await Promise.allSettled([
      client.cancelWithdrawal({ pendingWithdrawalId: first.pendingWithdrawalId, amount: 300, cancelByPlayer: true }),
      resolveWithdrawal(db, { pendingWithdrawalId: first.pendingWithdrawalId, decision: 'APPROVED', operator: 'ops' }),
    ]);
    const cancelWon = race[0].status === 'fulfilled' && race[0].value.status === 200;
    const approveWon = race[1].status === 'fulfilled';
    expect(cancelWon !== approveWon).toBe(true);
    expect((await client.wallet()).body).toMatchObject({ mainBalance: cancelWon ? 400 : 100, lockedBalance: 600 });
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('keeps one player out of another player’s wallet, history and withdrawals (IDOR)', async () => {
    const alice = walletClient(await fundedPlayer('alice@example.com'));
    const bob = walletClient(await fundedPlayer('bob@example.com', 500n));
    const { pendingWithdrawal } = (await alice.requestWithdrawal({ amount: 4_000 })).body as { pendingWithdrawal: Pending };
    const stolen = await bob.cancelWithdrawal({ pendingWithdrawalId: pendingWithdrawal.pendingWithdrawalId, amount: 4_000, cancelByPlayer: true });
    expect([stolen.status, stolen.body.code]).toEqual([404, 'error.withdrawal.not_found']);
    expect((await alice.pending()).body.pendingWithdrawals).toHaveLength(1);
    expect((await bob.pending()).body.pendingWithdrawals).toEqual([]);
    expect((await bob.wallet()).body).toMatchObject({ mainBalance: 500, lockedBalance: 0 });
    const bobHistory = (await bob.transactions()).body.transactions as Array<{ amount: number; playerId: number }>;
    expect(bobHistory.map((t) => t.amount)).toEqual([500]);
    expect((await alice.wallet()).body).toMatchObject({ mainBalance: 6_000, lockedBalance: 4_000 });
  });
});
