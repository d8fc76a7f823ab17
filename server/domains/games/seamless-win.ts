import 'server-only';
import type { Database } from '@/server/db/database';
import type { SeamlessTransactionAnswer, WinBody } from '@/lib/games/seamless-schemas';
import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { executeOperation } from '@/server/domains/ledger/post-operation';
import { ApiError } from '@/server/http/errors';
import { providerNumber } from './provider-numbers';
import { winContext } from './seamless-call-context';
import {
  lockSessionWallet,
  mainBalanceAfter,
  recordGameTransaction,
  replayedAnswer,
  runSeamless,
  transactionAnswer,
} from './seamless-context';
import { seamlessRequestHash } from './seamless-request-hash';

/**
 * A win: the provider's GAME account → MAIN (type WIN). Accepted after the session expired and whatever the
 * player's state now (it settles a bet already placed); it needs the player's open round. A zero win (a lost
 * round) is recorded without a ledger operation.
 */
export function seamlessWin(db: Database, provider: string, body: WinBody): Promise<SeamlessTransactionAnswer> {
  const requestHash = seamlessRequestHash('win', { roundId: body.roundId, gameId: body.gameId, amount: body.amount, betTransactionId: body.betTransactionId });
  const amount = BigInt(body.amount);
  return runSeamless(db, async (tx) => {
    const { session, main } = await lockSessionWallet(tx, provider, body.token);
    const { existing, round, bet } = await winContext(tx, { provider, transactionId: body.transactionId, roundId: body.roundId, betTransactionId: body.betTransactionId });
    if (existing) return replayedAnswer(existing, { kind: 'WIN', requestHash, playerId: session.playerId });

    // A win settles a round the player bet in; after endround no new win is accepted.
    if (!round || round.playerId !== session.playerId) throw new ApiError('error.seamless.round.invalid');
    if (round.status === 'CLOSED') throw new ApiError('error.seamless.round.closed');
    if (body.betTransactionId !== undefined) {
      if (bet?.kind === 'TOMBSTONE' || bet?.rolledBack) throw new ApiError('error.seamless.transaction.rolled_back');
      if (!bet || bet.kind !== 'BET' || bet.playerId !== session.playerId || bet.roundId !== body.roundId) throw new ApiError('error.seamless.round.invalid');
    }

    const operation =
      amount === 0n
        ? null
        : await executeOperation(tx, {
            idempotencyKey: `seamless:${provider}:${body.transactionId}`,
            type: 'WIN',
            category: session.vertical,
            playerId: session.playerId,
            currency: session.currency,
            legs: transfer(gameAccount(providerNumber(provider)), playerAccount(session.playerId, 'MAIN'), amount),
          });
    const answer = transactionAnswer({
      balance: operation ? mainBalanceAfter(operation, session.playerId) : main,
      currency: session.currency,
      transactionId: body.transactionId,
      referenceId: operation?.referenceId ?? null,
    });
    await recordGameTransaction(tx, {
      provider,
      transactionId: body.transactionId,
      kind: 'WIN',
      requestHash,
      playerId: session.playerId,
      sessionId: session.sessionId,
      roundId: body.roundId,
      gameId: body.gameId,
      currency: session.currency,
      amount,
      operationId: operation?.operationId ?? null,
      originalTransactionId: body.betTransactionId ?? null,
      response: answer,
    });
    return answer;
  });
}
