import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { gameTransactions, type GameTransactionRow } from '@/server/db/schema';
import type { RollbackBody, SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { executeOperation } from '@/server/domains/ledger/post-operation';
import type { OperationResult } from '@/server/domains/ledger/types';
import { ApiError } from '@/server/http/errors';
import { providerNumber } from './provider-numbers';
import {
  findGameTransaction,
  lockSessionWallet,
  mainBalanceAfter,
  recordGameTransaction,
  replayedAnswer,
  runSeamless,
  transactionAnswer,
} from './seamless-context';
import { seamlessRequestHash } from './seamless-request-hash';

type Session = Awaited<ReturnType<typeof lockSessionWallet>>['session'];

/** The reversing ledger operation of a bet (BET_VOID: GAME → MAIN) or a win (WIN_VOID: MAIN → GAME). */
function reverse(tx: Database, provider: string, session: Session, original: GameTransactionRow, key: string): Promise<OperationResult> {
  const main = playerAccount(session.playerId, 'MAIN');
  const game = gameAccount(providerNumber(provider));
  const isBet = original.kind === 'BET';
  return executeOperation(tx, {
    idempotencyKey: key,
    type: isBet ? 'BET_VOID' : 'WIN_VOID',
    category: session.vertical,
    playerId: session.playerId,
    currency: original.currency,
    reversesOperationId: original.operationId ?? undefined,
    legs: isBet ? transfer(game, main, original.amount) : transfer(main, game, original.amount),
  });
}

/**
 * A rollback: reverses the named bet or win once, accepted after the session expired. An id never seen leaves
 * a TOMBSTONE so a late bet with it is refused; rolling back an already voided id moves nothing and answers
 * the current balance. A win rollback the balance cannot cover is refused like a bet (insufficient funds).
 */
export function seamlessRollback(db: Database, provider: string, body: RollbackBody): Promise<SeamlessTransactionAnswer> {
  const requestHash = seamlessRequestHash('rollback', { roundId: body.roundId, originalTransactionId: body.originalTransactionId });
  return runSeamless(db, async (tx) => {
    const { session, main } = await lockSessionWallet(tx, provider, body.token);
    const existing = await findGameTransaction(tx, provider, body.transactionId);
    if (existing) return replayedAnswer(existing, { kind: 'ROLLBACK', requestHash, playerId: session.playerId });

    const original = await findGameTransaction(tx, provider, body.originalTransactionId);
    if (original && (original.playerId !== session.playerId || original.kind === 'ROLLBACK')) throw new ApiError('error.seamless.transaction.conflict');
    let operation: OperationResult | null = null;
    if (!original) {
      await recordGameTransaction(tx, {
        provider,
        transactionId: body.originalTransactionId,
        kind: 'TOMBSTONE',
        playerId: session.playerId,
        sessionId: session.sessionId,
        roundId: body.roundId,
        currency: session.currency,
        amount: 0n,
        rolledBackAt: new Date(),
      });
    } else if (!original.rolledBackAt) {
      if (original.operationId !== null) operation = await reverse(tx, provider, session, original, `seamless:${provider}:${body.transactionId}`);
      await tx.update(gameTransactions).set({ rolledBackAt: sql`now()` }).where(eq(gameTransactions.gameTransactionId, original.gameTransactionId));
    }
    const answer = transactionAnswer({
      balance: operation ? mainBalanceAfter(operation, session.playerId) : main,
      currency: session.currency,
      transactionId: body.transactionId,
      referenceId: operation?.referenceId ?? null,
    });
    await recordGameTransaction(tx, {
      provider,
      transactionId: body.transactionId,
      kind: 'ROLLBACK',
      requestHash,
      playerId: session.playerId,
      sessionId: session.sessionId,
      roundId: body.roundId,
      currency: session.currency,
      amount: original?.amount ?? 0n,
      operationId: operation?.operationId ?? null,
      originalTransactionId: body.originalTransactionId,
      response: answer,
    });
    return answer;
  });
}
