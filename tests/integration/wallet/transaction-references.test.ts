import { eq } from 'drizzle-orm';
import { gameTransactions } from '@/server/db/schema';
import { operationIdOf } from '@/server/domains/ledger/reference-id';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { useTestDatabase } from '../support/setup';
import { insertVerifiedPlayer } from '../ledger/support/ledger-fixtures';
import { callSeamless, CASINO_GAME, openSession, txId } from '../games/support';
import { walletClient } from './support';

const database = useTestDatabase();
const OPAQUE = /^txn_[0-9a-f]{32}$/;
/** The catalogue's name of CASINO_GAME (content/dataset.ndjson). */
const GAME_NAME = 'Aces and Faces Carousel';

type Row = { referenceId: string; type: string; amount: number; gameName?: string };

async function operationOf(transactionId: string): Promise<number> {
  const [row] = await database()
    .handle.db.select({ operationId: gameTransactions.operationId })
    .from(gameTransactions)
    .where(eq(gameTransactions.transactionId, transactionId));
  return row!.operationId!;
}

describe('transaction references and game names', () => {
  it('names one operation with the same opaque reference in the history, the withdrawal and the seamless answers, and names the game of bets, wins and voids', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'refs@example.com');
    await creditDeposit(db, { playerId, amount: 10_000n, providerReference: 'psp-refs' });
    const { token } = await openSession(db, playerId);
    const client = walletClient(playerId);

    const betId = txId('bet');
    const betBody = { token, transactionId: betId, roundId: 'round-1', gameId: CASINO_GAME, amount: 300 };
    const bet = await callSeamless('bet', betBody);
    const winId = txId('win');
    const win = await callSeamless('win', { token, transactionId: winId, roundId: 'round-1', gameId: CASINO_GAME, amount: 500 });
    const voidedId = txId('bet');
    await callSeamless('bet', { token, transactionId: voidedId, roundId: 'round-2', gameId: CASINO_GAME, amount: 200 });
    const rollbackId = txId('rb');
    const rollback = await callSeamless('rollback', { token, transactionId: rollbackId, originalTransactionId: voidedId, roundId: 'round-2' });
    const withdrawal = await client.requestWithdrawal({ amount: 1_000 }, 'refs-withdrawal');
    expect([bet.status, win.status, rollback.status, withdrawal.status]).toEqual([200, 200, 200, 200]);

    const history = (await client.transactions()).body.transactions as Row[];
    const byType = (type: string) => history.filter((row) => row.type === type);
    expect(history.map((row) => row.type)).toEqual(['WITHDRAW', 'BET_VOID', 'BET', 'WIN', 'BET', 'DEPOSIT']);
    for (const row of history) expect(row.referenceId).toMatch(OPAQUE);
    expect(new Set(history.map((row) => row.referenceId)).size).toBe(history.length);

    // The provider's answers and the player's history name each operation the same way; support resolves it.
    const [betRow] = byType('BET').filter((row) => row.amount === -300);
    expect(bet.body.referenceId).toBe(betRow!.referenceId);
    expect(operationIdOf(betRow!.referenceId)).toBe(await operationOf(betId));
    expect(win.body.referenceId).toBe(byType('WIN')[0]!.referenceId);
    expect(operationIdOf(win.body.referenceId as string)).toBe(await operationOf(winId));
    expect(rollback.body.referenceId).toBe(byType('BET_VOID')[0]!.referenceId);
    // A retried bet replays the stored answer: the same opaque reference, not the stored sequential one.
    expect((await callSeamless('bet', betBody)).body).toEqual(bet.body);

    const pendingReference = (withdrawal.body.pendingWithdrawal as { referenceId: string }).referenceId;
    expect(byType('WITHDRAW')[0]!.referenceId).toBe(pendingReference);
    const listed = (await client.pending()).body.pendingWithdrawals as Array<{ referenceId: string }>;
    expect(listed.map((row) => row.referenceId)).toEqual([pendingReference]);

    // Bets, wins and voids name their game; payments do not.
    expect(history.map((row) => [row.type, row.gameName])).toEqual([
      ['WITHDRAW', undefined],
      ['BET_VOID', GAME_NAME],
      ['BET', GAME_NAME],
      ['WIN', GAME_NAME],
      ['BET', GAME_NAME],
      ['DEPOSIT', undefined],
    ]);
  });
});
