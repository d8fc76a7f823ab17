import * as depositLimitRoutes from '@/app/api/v1/player/deposit-limits/route';
import * as spendLimitRoutes from '@/app/api/v1/player/spend-limits/route';
import { useTestDatabase } from '../support/setup';
import { insertVerifiedPlayer, placeBet } from '../ledger/support/ledger-fixtures';
import { useSandboxPayments, walletClient } from '../wallet/support';
import { backdateOperation, creditDeposit, limitsClient, storeLimit } from './support';

const DAY = 24 * 3_600_000;

const database = useTestDatabase();
// Sessions open; no callback is delivered, so opened deposits stay WAITING_INPUT (they still count against limits).
useSandboxPayments();

const startDeposit = (playerId: number, amount: number, paymentMethod = 'TRUSTLY') => walletClient(playerId).requestDeposit({ amount, paymentMethod });

const depositLimits = (playerId: number) => limitsClient(depositLimitRoutes, '/v1/player/deposit-limits', playerId);
const spendLimits = (playerId: number) => limitsClient(spendLimitRoutes, '/v1/player/spend-limits', playerId);
const DEPOSIT_ALLOWED_BODY = { ipAddress: '203.0.113.7', blackbox: 'fp' };

describe('deposits under deposit limits', () => {
  it('refuses a deposit above the daily limit with SELF_LIMIT_REACHED and the flow fields, counting open deposits', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const limit = await depositLimits(playerId).patch({ duration: 'D', limit: 5_000 });
    const resetOn = (limit.body.D as { resetAt: string }).resetAt;
    await creditDeposit(db, playerId, 2_000n);
    const refused = await startDeposit(playerId, 3_500);
    expect(refused).toEqual({
      status: 200,
      body: { result: 'SELF_LIMIT_REACHED', status: 'SELF_LIMIT_REACHED', isSpendLimit: false, limitLeft: 3_000, limitType: 'D', resetOn },
    });
    const opened = await startDeposit(playerId, 3_000);
    expect(opened.body).toMatchObject({ result: 'SUCCESS', status: 'ALLOWED', depositId: expect.any(Number) });
    // 2 000 credited + 3 000 at the cashier: nothing is left until the period resets.
    expect((await startDeposit(playerId, 1_000)).body).toMatchObject({ result: 'SELF_LIMIT_REACHED', limitLeft: 0 });
    expect((await walletClient(playerId).depositAllowed(DEPOSIT_ALLOWED_BODY)).body).toEqual({
      result: 'SELF_LIMIT_REACHED',
      status: 'SELF_LIMIT_REACHED',
      isSpendLimit: false,
      limitLeft: 0,
      limitType: 'D',
      resetOn,
    });
  });

  it('names the tightest of several limits', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await depositLimits(playerId).patch({ duration: 'D', limit: 5_000 });
    await depositLimits(playerId).patch({ duration: 'W', limit: 6_000 });
    await creditDeposit(db, playerId, 4_000n);
    expect((await walletClient(playerId).depositAllowed(DEPOSIT_ALLOWED_BODY)).body).toMatchObject({
      result: 'SUCCESS',
      status: 'ALLOWED',
      isSpendLimit: false,
      limitLeft: 1_000,
      limitType: 'D',
    });
    // A weekly limit running for two days already, with a deposit made yesterday: less of it is left.
    await storeLimit(db, { playerId, limitType: 'deposit', period: 'W', value: 6_000n, startedAt: new Date(Date.now() - 2 * DAY) });
    const yesterday = await creditDeposit(db, playerId, 1_500n);
    await backdateOperation(db, yesterday.operationId, new Date(Date.now() - DAY));
    expect((await startDeposit(playerId, 1_000)).body).toMatchObject({ result: 'SELF_LIMIT_REACHED', limitLeft: 500, limitType: 'W' });
  });

  it('answers deposit-allowed without limit fields when no limit applies, and tells of a used-up spend limit', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    expect((await walletClient(playerId).depositAllowed(DEPOSIT_ALLOWED_BODY)).body).toEqual({ result: 'SUCCESS', status: 'ALLOWED' });
    await creditDeposit(db, playerId, 20_000n);
    await spendLimits(playerId).patch({ duration: 'D', limit: 5_000 });
    await placeBet(db, playerId, 5_000n, 'all-in');
    expect((await walletClient(playerId).depositAllowed(DEPOSIT_ALLOWED_BODY)).body).toMatchObject({
      result: 'SUCCESS',
      status: 'ALLOWED',
      isSpendLimit: true,
      limitLeft: 0,
      limitType: 'D',
    });
  });
});

describe("deposits within the payment method's min and max (content)", () => {
  it.each([
    [999, 'TRUSTLY', 'amount', 'too_small'],
    [1_000_001, 'TRUSTLY', 'amount', 'too_big'],
    [25_001, 'SIRU', 'amount', 'too_big'],
  ])('refuses %i with %s as a field error on %s (%s)', async (amount, paymentMethod, field, code) => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const answer = await startDeposit(playerId, amount, paymentMethod);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'error.request.validation',
      fieldErrors: [{ objectName: 'depositRequest', field, rejectedValue: amount, status: 400, code, message: expect.any(String) }],
    });
  });

  it('accepts the bounds themselves', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    expect((await startDeposit(playerId, 1_000, 'SIRU')).body).toMatchObject({ result: 'SUCCESS' });
    expect((await startDeposit(playerId, 25_000, 'SIRU')).body).toMatchObject({ result: 'SUCCESS' });
  });
});
