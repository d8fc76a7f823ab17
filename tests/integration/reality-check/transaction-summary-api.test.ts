import * as summaryRoute from '@/app/api/v1/player/transaction-summary/route';
import { transactionSummarySchema } from '@/lib/account-activity/schemas';
import { reverseOperation } from '@/server/domains/ledger/reverse-operation';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { insertVerifiedPlayer } from '../ledger/support/ledger-fixtures';
import { backdateOperation, call, deposit, gaming } from './support';

const database = useTestDatabase();
const PATH = '/v1/player/transaction-summary';

describe('GET /player/transaction-summary (identity-and-account §3, §6, §7)', () => {
  it('answers zeros and DEPOSIT_COUNT_0 for a player who never deposited', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const answer = await call(summaryRoute.GET, PATH, { playerId });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        currency: 'EUR',
        totalDepositsCount: 0,
        totalDepositsAmount: 0,
        totalWithdrawalsCount: 0,
        totalWithdrawalsAmount: 0,
        firstDepositDate: null,
        lastDepositDate: null,
        depositCountGroup: 'DEPOSIT_COUNT_0',
      },
    });
    expect(transactionSummarySchema.parse(answer.body)).toBeTruthy();
  });

  it('counts the ledger’s credited deposits (not reversed ones, not bets or wins) and their groups', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const other = await insertVerifiedPlayer(db, 'b@example.com');
    const first = await deposit(db, playerId, 2_000n);
    await backdateOperation(db, first.operationId, new Date('2026-01-02T10:00:00Z'));
    expect((await call(summaryRoute.GET, PATH, { playerId })).body).toMatchObject({
      totalDepositsCount: 1,
      totalDepositsAmount: 2_000,
      depositCountGroup: 'DEPOSIT_COUNT_1',
    });
    const reversed = await deposit(db, playerId, 999n);
    await reverseOperation(db, { operationId: reversed.operationId, idempotencyKey: 'chargeback' });
    await gaming(db, playerId, 'BET', 500n);
    await gaming(db, playerId, 'WIN', 5_000n);
    await deposit(db, other, 70_000n);
    expect((await call(summaryRoute.GET, PATH, { playerId })).body).toMatchObject({ totalDepositsCount: 1, totalDepositsAmount: 2_000 });
    await deposit(db, playerId, 3_050n);
    const answer = await call(summaryRoute.GET, PATH, { playerId });
    expect(answer.body).toMatchObject({
      totalDepositsCount: 2,
      totalDepositsAmount: 5_050,
      firstDepositDate: '2026-01-02T10:00:00.000Z',
      depositCountGroup: 'DEPOSIT_COUNT_MORE_THAN_1',
    });
    // The other player's deposits are theirs alone.
    expect((await call(summaryRoute.GET, PATH, { playerId: other })).body).toMatchObject({
      totalDepositsCount: 1,
      totalDepositsAmount: 70_000,
      depositCountGroup: 'DEPOSIT_COUNT_1',
    });
  });

  it('refuses anonymous callers; a query naming another player changes nothing', async () => {
    const { db } = database().handle;
    expect((await call(summaryRoute.GET, PATH, null)).status).toBe(401);
    const playerId = await insertPlayer(db, 'a@example.com');
    expect((await call(summaryRoute.GET, `${PATH}?playerId=999`, { playerId })).body).toMatchObject({ totalDepositsCount: 0 });
  });
});
