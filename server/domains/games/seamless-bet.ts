import 'server-only';
import type { Database } from '@/server/db/database';
import type { BetBody, SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { executeOperation } from '@/server/domains/ledger/post-operation';
import { assertBetWithinLimits } from '@/server/domains/limits/assert-bet-within-limits';
import { ApiError } from '@/server/http/errors';
import { betRefusal } from './bet-refusal';
import { isSessionLive } from './game-session-policy';
import { loadBettingPlayer } from './load-betting-player';
import { providerNumber } from './provider-numbers';
import {
  findGameSession,
  findGameTransaction,
  lockMainBalance,
  mainBalanceAfter,
  recordGameTransaction,
  replayedAnswer,
  runSeamless,
  touchGameSession,
  transactionAnswer,
} from './seamless-context';
import { seamlessRequestHash } from './seamless-request-hash';
import { openRoundForBet } from './seamless-rounds';

/**
 * A bet: MAIN → the provider's GAME account (type BET, category by the session's vertical), with the duplicate
 * row, the round and the session's new expiry in the same transaction. Refusals write nothing; the order of
 * checks is the order of the error codes' specificity (docs/seamless-wallet.md).
 */
export function seamlessBet(db: Database, provider: string, body: BetBody): Promise<SeamlessTransactionAnswer> {
  const requestHash = seamlessRequestHash('bet', { roundId: body.roundId, gameId: body.gameId, amount: body.amount });
  const amount = BigInt(body.amount);
  return runSeamless(db, async (tx) => {
    const session = await findGameSession(tx, provider, body.token);
    const main = await lockMainBalance(tx, session.playerId, session.currency);
    const existing = await findGameTransaction(tx, provider, body.transactionId);
    if (existing) return replayedAnswer(existing, { kind: 'BET', requestHash, playerId: session.playerId });

    const now = new Date();
    if (!isSessionLive(session, now)) throw new ApiError('error.seamless.session.expired');
    const refusal = betRefusal(await loadBettingPlayer(tx, session.playerId), session.vertical, now);
    if (refusal) throw new ApiError(refusal);
    await openRoundForBet(tx, { provider, roundId: body.roundId, playerId: session.playerId, sessionId: session.sessionId, gameId: body.gameId });
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
    await touchGameSession(tx, session.sessionId, now);
    return answer;
  });
}
