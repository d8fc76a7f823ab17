import 'server-only';
import type { Database } from '@/server/db/database';
import type { RollbackBody, SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { hashGameSessionToken } from './game-session-token';
import { providerNumber } from './provider-numbers';
import { seamlessErrorOf, transactionAnswerOf } from './seamless-context';
import { seamlessRequestHash } from './seamless-request-hash';
import { callSeamlessRollback, runSeamlessStatement } from './seamless-sql';

/**
 * A rollback: reverses the named bet (BET_VOID: GAME → MAIN) or win (WIN_VOID: MAIN → GAME) once, accepted after
 * the session expired. An id never seen leaves a TOMBSTONE so a late bet with it is refused; rolling back an
 * already voided id moves nothing and answers the current balance. A win rollback the balance cannot cover is
 * refused like a bet (insufficient funds). One round trip: seamless_rollback (server/db/functions/seamless_rollback.sql).
 */
export async function seamlessRollback(db: Database, provider: string, body: RollbackBody): Promise<SeamlessTransactionAnswer> {
  const requestHash = seamlessRequestHash('rollback', { roundId: body.roundId, originalTransactionId: body.originalTransactionId });
  try {
    const result = await runSeamlessStatement(() =>
      callSeamlessRollback(db, {
        provider,
        tokenHash: hashGameSessionToken(body.token),
        transactionId: body.transactionId,
        originalTransactionId: body.originalTransactionId,
        roundId: body.roundId,
        requestHash,
        gameAccount: providerNumber(provider),
      }),
    );
    return transactionAnswerOf(result, { kind: 'ROLLBACK', requestHash });
  } catch (error) {
    throw seamlessErrorOf(error);
  }
}
