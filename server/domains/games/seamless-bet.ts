import 'server-only';
import type { Database } from '@/server/db/database';
import type { BetBody, SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { executeOperation } from '@/server/domains/ledger/post-operation';
import { assertBetWithinLimits } from '@/server/domains/limits/assert-bet-within-limits';
import { ApiError } from '@/server/http/errors';
import { betRefusal } from './bet-refusal';
import { isSessionLive } from './game-session-policy';
import { providerNumber } from './provider-numbers';
import { betContext } from './seamless-call-context';
import {
  lockSessionWallet,
  mainBalanceAfter,
  recordGameTransaction,
  replayedAnswer,
  runSeamless,
  touchGameSession,
  transactionAnswer,
} from './seamless-context';
import { seamlessRequestHash } from './seamless-request-hash';

/**
 * A bet: MAIN → the provider's GAME account (type BET, category by the session's vertical), with the duplicate
 * row, the round and the session's new expiry in the same transaction. Refusals write nothing (the round a
 * refused first bet opened is rolled back with it); checks run in the documented order (docs/seamless-wallet.md).
 * Round trips: begin, lock, context, limits, ledger, record (+ session touch once a minute), commit.
 */
export function seamlessBet(db: Database, provider: string, body: BetBody): Promise<SeamlessTransactionAnswer> {
  const requestHash = seamlessRequestHash('bet', { roundId: body.roundId, gameId: body.gameId, amount: body.amount });
  const amount = BigInt(body.amount);
  return runSeamless(db, async (tx) => {
    const { session, main } = await lockSessionWallet(tx, provider, body.token);
    const context = await betContext(tx, { provider, transactionId: body.transactionId, playerId: session.playerId, roundId: body.roundId, sessionId: session.sessionId, gameId: body.gameId });
    if (context.existing) return replayedAnswer(context.existing, { kind: 'BET', requestHash, playerId: session.playerId });

    const now = new Date();
    if (!isSessionLive(session, now)) throw new ApiError('error.seamless.session.expired');
    if (!context.player) throw new ApiError('error.seamless.session.invalid');
    const refusal = betRefusal(context.player, session.vertical, now);
    if (refusal) throw new ApiError(refusal);
    if (context.round.playerId !== session.playerId) throw new ApiError('error.seamless.round.invalid');
    if (context.round.status === 'CLOSED') throw new ApiError('error.seamless.round.closed');
    if (main < amount) throw new ApiError('error.seamless.insufficient_funds');
    await assertBetWithinLimits(tx, { playerId: session.playerId, currency: session.currency, amount });

    const operation = await executeOperation(tx, {
      idempotencyKey: `seamless:${provider}:${body.transactionId}`,
      type: 'BET',
      category: session.vertical,
      playerId: session.playerId,
      currency: session.currency,
      legs: transfer(playerAccount(session.playerId, 'MAIN'), gameAccount(providerNumber(provider)), amount),
    });
    const answer = transactionAnswer({
      balance: mainBalanceAfter(operation, session.playerId),
      currency: session.currency,
      transactionId: body.transactionId,
      referenceId: operation.referenceId,
    });
    await recordGameTransaction(tx, {
      provider,
      transactionId: body.transactionId,
      kind: 'BET',
      requestHash,
      playerId: session.playerId,
      sessionId: session.sessionId,
      roundId: body.roundId,
      gameId: body.gameId,
      currency: session.currency,
      amount,
      operationId: operation.operationId,
      response: answer,
    });
    await touchGameSession(tx, session, now);
    return answer;
  });
}
