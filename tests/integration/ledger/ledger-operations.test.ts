import { sql } from 'drizzle-orm';
import { executeRows } from '@/server/db/execute-rows';
import { gameAccount, playerAccount, PAYMENT_CLEARING, transfer } from '@/server/domains/ledger/accounts';
import { postOperation } from '@/server/domains/ledger/post-operation';
import { reverseOperation } from '@/server/domains/ledger/reverse-operation';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { ApiError } from '@/server/http/errors';
import { useTestDatabase } from '../support/setup';
import { balanceOf, HEALTHY, insertVerifiedPlayer, placeBet, readInvariants } from './support/ledger-fixtures';

const database = useTestDatabase();

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

/** The database's own error (SQLSTATE and message) behind a failed statement; drizzle wraps it as `cause`. */
async function databaseErrorOf(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const original = (error as { cause?: unknown }).cause ?? error;
    const { code, message } = original as { code?: string; message: string };
    return { code, message };
  }
  throw new Error('the statement succeeded');
}

async function countRows(table: 'ledger_operations' | 'ledger_postings'): Promise<number> {
  const [row] = await executeRows<{ count: number }>(database().handle.db, sql`select count(*)::int as count from ${sql.identifier(table)}`);
  return Number(row.count);
}

describe('ledger operations', () => {
  it('credits a deposit as two postings that sum to zero, with the running balance on the player account', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const result = await creditDeposit(db, { playerId, amount: 2_500n, providerReference: 'psp-1' });
    expect(result).toMatchObject({ status: 'SUCCESS', replayed: false, referenceId: expect.stringMatching(/^txn_[0-9a-f]{32}$/) });
    expect(result.postings.map((p) => [p.ownerType, p.purpose, p.amount, p.balanceAfter])).toEqual([
      ['PAYMENT_CLEARING', 'CLEARING', -2_500n, null],
      ['PLAYER', 'MAIN', 2_500n, 2_500n],
    ]);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(2_500n);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('answers a retried key with the stored result and applies it once; a different request on the key is 409', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const first = await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-7' });
    const again = await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-7' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await codeOf(creditDeposit(db, { playerId, amount: 1_001n, providerReference: 'psp-7' }))).toBe('error.idempotency.conflict');
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(1_000n);
    expect(await countRows('ledger_operations')).toBe(1);
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, { playerId, amount: 500n, providerReference: 'psp-1' });
    expect(await codeOf(placeBet(db, playerId, 501n, 'bet-1'))).toBe('error.wallet.not_enough_funds');
    expect(await countRows('ledger_operations')).toBe(1);
    expect(await countRows('ledger_postings')).toBe(2);
    // The failed key was not stored: the same key may carry a smaller bet.
    expect((await placeBet(db, playerId, 500n, 'bet-1')).replayed).toBe(false);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(0n);
  });

  it('refuses unbalanced, single-leg and zero legs', async () => {
    const { db } = database().handle;
    const base = { type: 'ADJUSTMENT' as never, category: 'ADJUSTMENT' as const, playerId: null, currency: 'EUR' };
    const unbalanced = [
      { ...PAYMENT_CLEARING, amount: -5n },
      { ...gameAccount(), amount: 4n },
    ];
    expect(await codeOf(postOperation(db, { ...base, type: 'DEPOSIT', idempotencyKey: 'u1', legs: unbalanced }))).toBe('error.ledger.invalid_operation');
    expect(
      await codeOf(
        postOperation(db, {
          ...base,
          type: 'DEPOSIT',
          idempotencyKey: 'u2',
          legs: [
            { ...PAYMENT_CLEARING, amount: 0n },
            { ...gameAccount(), amount: 0n },
          ],
        }),
      ),
    ).toBe('error.ledger.invalid_operation');
    expect(await codeOf(postOperation(db, { ...base, type: 'DEPOSIT', idempotencyKey: 'u3', legs: [{ ...PAYMENT_CLEARING, amount: 0n }] }))).toBe(
      'error.ledger.invalid_operation',
    );
    expect(await countRows('ledger_operations')).toBe(0);
  });

  it('lets a multi-leg operation move cash and bonus funds atomically', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-1' });
    const result = await postOperation(db, {
      idempotencyKey: 'bonus-and-bet',
      type: 'BET',
      category: 'CASINO',
      playerId,
      currency: 'EUR',
      legs: [
        { ...playerAccount(playerId, 'MAIN'), amount: -300n },
        { ...gameAccount(), amount: 300n },
      ],
    });
    expect(result.postings).toHaveLength(2);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(700n);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('keeps postings immutable and lets operations change only their status', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-1' });
    // The trigger's own refusal (LH001 from ledger_forbid_change), not a foreign key's: a delete of operations
    // would also break ledger_postings' reference, so only the trigger's code and message prove the trigger.
    const immutable = (table: string) => ({ code: 'LH001', message: `${table} rows are immutable: correct with a reversing operation` });
    expect(await databaseErrorOf(db.execute(sql`update ledger_postings set amount = amount + 1`))).toEqual(immutable('ledger_postings'));
    expect(await databaseErrorOf(db.execute(sql`delete from ledger_postings`))).toEqual(immutable('ledger_postings'));
    expect(await databaseErrorOf(db.execute(sql`update ledger_operations set currency = 'SEK'`))).toEqual(immutable('ledger_operations'));
    expect(await databaseErrorOf(db.execute(sql`delete from ledger_operations`))).toEqual(immutable('ledger_operations'));
    await db.execute(sql`update ledger_operations set status = 'COMPLETED'`);
    // The CHECK constraint is the last line: a player balance cannot be written below zero even by hand.
    expect((await databaseErrorOf(db.execute(sql`update ledger_accounts set balance = -1 where owner_type = 'PLAYER'`))).code).toBe('23514');
  });

  it('corrects with a reversing operation, once', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const deposit = await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-1' });
    const reversal = await reverseOperation(db, { operationId: deposit.operationId, idempotencyKey: 'fix-1' });
    expect(reversal.postings.map((p) => p.amount)).toEqual([1_000n, -1_000n]);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(0n);
    expect(await codeOf(reverseOperation(db, { operationId: deposit.operationId, idempotencyKey: 'fix-2' }))).toBe('error.ledger.invalid_operation');
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('refuses a reversal that would take a player below zero', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const deposit = await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-1' });
    await placeBet(db, playerId, 600n, 'bet-1');
    expect(await codeOf(reverseOperation(db, { operationId: deposit.operationId, idempotencyKey: 'fix-1' }))).toBe('error.wallet.not_enough_funds');
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(400n);
  });

  it('serializes concurrent bets on one wallet: exactly the affordable ones succeed', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, { playerId, amount: 1_000n, providerReference: 'psp-1' });
    const outcomes = await Promise.allSettled(Array.from({ length: 24 }, (_, index) => placeBet(db, playerId, 100n, `bet-${index}`)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as ApiError).code);
    expect(new Set(refusals)).toEqual(new Set(['error.wallet.not_enough_funds']));
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(0n);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('transfers between accounts of different players without crossing them', async () => {
    const { db } = database().handle;
    const alice = await insertVerifiedPlayer(db, 'alice@example.com');
    const bob = await insertVerifiedPlayer(db, 'bob@example.com');
    await creditDeposit(db, { playerId: alice, amount: 900n, providerReference: 'psp-a' });
    await postOperation(db, {
      idempotencyKey: 'adjust-1',
      type: 'REVERSAL',
      category: 'ADJUSTMENT',
      playerId: alice,
      currency: 'EUR',
      legs: transfer(playerAccount(alice, 'MAIN'), playerAccount(bob, 'MAIN'), 400n),
    });
    expect([await balanceOf(db, alice, 'MAIN'), await balanceOf(db, bob, 'MAIN')]).toEqual([500n, 400n]);
  });
});
