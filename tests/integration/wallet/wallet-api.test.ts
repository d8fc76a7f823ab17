import { eq } from 'drizzle-orm';
import { players } from '@/server/db/schema';
import { gameAccount, HOUSE, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { postOperation } from '@/server/domains/ledger/post-operation';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { insertVerifiedPlayer, placeBet } from '../ledger/support/ledger-fixtures';
import { walletClient } from './support';

const database = useTestDatabase();
const deviceCheck = { ipAddress: '203.0.113.7', blackbox: 'fingerprint-blob' };

describe('wallet API', () => {
  it('answers 401 to anonymous callers on every wallet route', async () => {
    const anonymous = walletClient(null);
    const statuses = await Promise.all([
      anonymous.wallet(),
      anonymous.transactions(),
      anonymous.pending(),
      anonymous.netPosition(),
      anonymous.depositAllowed(deviceCheck),
      anonymous.requestWithdrawal({ amount: 100 }),
      anonymous.cancelWithdrawal({ pendingWithdrawalId: 1, amount: 100, cancelByPlayer: true }),
    ]);
    expect(statuses.map((s) => [s.status, s.body.code])).toEqual(Array(7).fill([401, 'error.unauthorized']));
  });

  it('shows zero balances before the first deposit, then each part and their sum in minor units', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const client = walletClient(playerId);
    expect((await client.wallet()).body).toEqual({
      currency: 'EUR',
      mainBalance: 0,
      lockedBalance: 0,
      sportsBonus: 0,
      casinoBonus: 0,
      liveCasinoBonus: 0,
      totalBalance: 0,
    });
    await creditDeposit(db, { playerId, amount: 10_050n, providerReference: 'psp-1' });
    await postOperation(db, {
      idempotencyKey: 'bonus-1',
      type: 'DEPOSIT',
      category: 'BONUS',
      playerId,
      currency: 'EUR',
      legs: transfer(HOUSE, playerAccount(playerId, 'CASINO'), 2_000n),
    });
    await client.requestWithdrawal({ amount: 50 });
    expect((await client.wallet()).body).toEqual({
      currency: 'EUR',
      mainBalance: 10_000,
      lockedBalance: 50,
      sportsBonus: 0,
      casinoBonus: 2_000,
      liveCasinoBonus: 0,
      totalBalance: 12_050,
    });
  });

  it('pages transactions by 10 with hasMore, newest first, and filters by category', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    for (let i = 1; i <= 12; i += 1) await creditDeposit(db, { playerId, amount: BigInt(i * 100), providerReference: `psp-${i}` });
    await placeBet(db, playerId, 50n, 'bet-1');
    const client = walletClient(playerId);
    const first = (await client.transactions()).body as { transactions: Array<Record<string, unknown>>; hasMore: boolean; position: number };
    expect(first.transactions).toHaveLength(10);
    expect(first).toMatchObject({ hasMore: true, position: 10 });
    expect(first.transactions[0]).toMatchObject({
      type: 'BET',
      category: 'CASINO',
      status: 'SUCCESS',
      amount: -50,
      balanceAfterTransaction: 7_750,
      playerId,
      walletType: 'MAIN',
      currency: 'EUR',
    });
    expect(first.transactions[1]).toMatchObject({
      type: 'DEPOSIT',
      category: 'PAYMENT',
      amount: 1_200,
      balanceAfterTransaction: 7_800,
      referenceId: expect.stringMatching(/^txn_/),
    });
    const second = (await client.transactions('?position=10')).body;
    expect(second).toMatchObject({ hasMore: false, position: 13 });
    const casino = (await client.transactions('?category=CASINO')).body as { transactions: unknown[]; hasMore: boolean };
    expect([casino.transactions.length, casino.hasMore]).toEqual([1, false]);
    const future = (await client.transactions(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).body as { transactions: unknown[] };
    expect(future.transactions).toHaveLength(0);
  });

  it('rejects bad filters with the spec field errors', async () => {
    const { db } = database().handle;
    const client = walletClient(await insertVerifiedPlayer(db, 'a@example.com'));
    const response = await client.transactions('?category=POKER&limit=0&from=yesterday');
    expect(response.status).toBe(400);
    const fields = (response.body.fieldErrors as Array<Record<string, unknown>>).map((e) => [e.objectName, e.field, e.rejectedValue]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['transactionFilter', 'category', 'POKER'],
        ['transactionFilter', 'limit', 0],
        ['transactionFilter', 'from', 'yesterday'],
      ]),
    );
  });

  it('applies the deposit-allowed rule to the stored flags, with the later variant', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const client = walletClient(playerId);
    expect((await client.depositAllowed(deviceCheck)).body).toEqual({ result: 'SUCCESS', status: 'ALLOWED' });
    await db.update(players).set({ kycStatus: 'PENDING_EXPIRED' }).where(eq(players.playerId, playerId));
    expect((await client.depositAllowed(deviceCheck)).body).toEqual({ result: 'DOCUMENTS_REQUIRED', status: 'VERIFYDOCUMENT_REQUIRED' });
    expect((await client.depositAllowed(deviceCheck, '?later=true')).body).toEqual({ result: 'SUCCESS', status: 'ALLOWED' });
    await db.update(players).set({ payout: true }).where(eq(players.playerId, playerId));
    expect((await client.depositAllowed(deviceCheck, '?later=true')).body).toEqual({ result: 'RESTRICTED', status: 'RESTRICTED' });
    const bad = await client.depositAllowed({ ipAddress: 'not-an-ip', blackbox: '' });
    expect(bad.status).toBe(400);
  });

  it('nets payments and gaming over the window', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-1' });
    await placeBet(db, playerId, 300n, 'bet-1');
    await postOperation(db, {
      idempotencyKey: 'win-1',
      type: 'WIN',
      category: 'CASINO',
      playerId,
      currency: 'EUR',
      legs: transfer(gameAccount(), playerAccount(playerId, 'MAIN'), 100n),
    });
    await walletClient(playerId).requestWithdrawal({ amount: 200 });
    expect((await walletClient(playerId).netPosition()).body).toMatchObject({ currency: 'EUR', netPosition: 800, winLoss: -200 });
  });
});
