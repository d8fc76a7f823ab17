import { count } from 'drizzle-orm';
import { gameTransactions, ledgerOperations } from '@/server/db/schema';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { callSeamless, CASINO_GAME, fund, openSession, txId } from './support';

const database = useTestDatabase();
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

describe('a win the balance cannot hold', () => {
  it('is refused with 422 error.seamless.amount.out_of_range every time, and writes nothing', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'whale@example.com');
    await fund(db, playerId, MAX_SAFE - 5n);
    const { token } = await openSession(db, playerId);
    const bet = await callSeamless('bet', { token, transactionId: txId('bet'), roundId: 'round-1', gameId: CASINO_GAME, amount: 1 });
    expect(bet.status).toBe(200);
    const operations = (await db.select({ n: count() }).from(ledgerOperations))[0].n;
    const transactions = (await db.select({ n: count() }).from(gameTransactions))[0].n;

    const win = { token, transactionId: txId('win'), roundId: 'round-1', gameId: CASINO_GAME, amount: 1_000 };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await callSeamless('win', win);
      expect(answer).toEqual({ status: 422, body: { status: 422, code: 'error.seamless.amount.out_of_range', message: expect.any(String) } });
    }
    expect((await db.select({ n: count() }).from(ledgerOperations))[0].n).toBe(operations);
    expect((await db.select({ n: count() }).from(gameTransactions))[0].n).toBe(transactions);
  });
});
