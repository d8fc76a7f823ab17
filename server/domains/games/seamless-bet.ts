import 'server-only';
import type { Database } from '@/server/db/database';
import type { BetBody, SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { jackpotContribution } from '@/lib/jackpots/policy';
import { sqlStateOf } from '@/server/domains/ledger';
import { assertBetWithinLimits } from '@/server/domains/limits';
import { GAME_SESSION_IDLE_MS, SESSION_TOUCH_GRANULARITY_MS } from './game-session-policy';
import { hashGameSessionToken } from './game-session-token';
import { providerNumber } from './provider-numbers';
import { runSeamless, seamlessErrorOf, transactionAnswerOf } from './seamless-context';
import { completeBonus } from '@/server/domains/bonus';
import { seamlessRequestHash } from './seamless-request-hash';
import { callSeamlessBet, runSeamlessStatement, SPEND_LIMITS_TO_CHECK, type BetParams, type SeamlessCallResult } from './seamless-sql';

function answerOf(result: SeamlessCallResult, requestHash: string): SeamlessTransactionAnswer {
  return transactionAnswerOf(result, { kind: 'BET', requestHash });
}

/** A bet that met a running bonus's wagering converts it once the bet has committed (docs/decisions.md "Bonus wallet"). */
async function afterBet(db: Database, result: SeamlessCallResult): Promise<void> {
  if (!result.bonus?.wageringReached || result.playerId === undefined) return;
  try {
    await completeBonus(db, { playerId: result.playerId, assignmentId: Number(result.bonus.assignmentId) });
  } catch (error) {
    // The bet stands; the sweep converts the bonus later.
    console.error('[bonus] conversion after a bet failed', error instanceof Error ? error.message : error);
  }
}

/**
 * A bet: MAIN → the provider's GAME account (type BET, category by the session's vertical), with the duplicate
 * row, the round and the session's new expiry in the same transaction. Refusals write nothing (the round a
 * refused first bet opened is undone with it); checks run in the documented order (docs/seamless-wallet.md).
 * Round trips: one (seamless_bet) for a player without spend limits; with limits, one transaction of
 * seamless_bet 'check', the limits domain's check, seamless_bet 'post' (the limit rules stay in TS).
 * Jackpot: the contribution (1 % of the stake, rounded down) goes to the pot of the session's game when it has one
 * in the session's currency, in the same statement (docs/decisions.md "Progressive jackpots in play").
 */
export async function seamlessBet(db: Database, provider: string, body: BetBody): Promise<SeamlessTransactionAnswer> {
  const requestHash = seamlessRequestHash('bet', { roundId: body.roundId, gameId: body.gameId, amount: body.amount });
  const params: BetParams = {
    provider,
    tokenHash: hashGameSessionToken(body.token),
    transactionId: body.transactionId,
    roundId: body.roundId,
    gameId: body.gameId,
    amount: String(body.amount),
    requestHash,
    gameAccount: providerNumber(provider),
    idleMs: GAME_SESSION_IDLE_MS,
    touchMs: SESSION_TOUCH_GRANULARITY_MS,
    mode: 'auto',
    jackpotContribution: String(jackpotContribution(body.amount)),
  };
  try {
    const result = await runSeamlessStatement(() => callSeamlessBet(db, params));
    const answer = answerOf(result, requestHash);
    await afterBet(db, result);
    return answer;
  } catch (error) {
    if (sqlStateOf(error) !== SPEND_LIMITS_TO_CHECK) throw seamlessErrorOf(error);
  }
  // The player has spend limits: every other check first (locking the wallet, opening the round), then the
  // limits domain's check (locking the limit rows), then the money, in one transaction.
  let posted: SeamlessCallResult | undefined;
  const answer = await runSeamless(db, async (tx) => {
    const checked = await callSeamlessBet(tx, { ...params, mode: 'check' });
    if (checked.existing) return answerOf(checked, requestHash);
    await assertBetWithinLimits(tx, { playerId: checked.playerId!, currency: checked.currency!, amount: BigInt(body.amount) });
    posted = await callSeamlessBet(tx, { ...params, mode: 'post' });
    return answerOf(posted, requestHash);
  });
  if (posted) await afterBet(db, { ...posted, playerId: posted.playerId ?? undefined });
  return answer;
}
