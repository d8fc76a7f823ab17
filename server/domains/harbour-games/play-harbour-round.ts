import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { EngineKind } from '@/lib/games/engines';
import { playSlot } from '@/lib/games/engines/harbour-slot';
import type { Rng } from '@/lib/games/engines/rng';
import { playRoulette, type RouletteBet } from '@/lib/games/engines/roulette';
import type { PlayHarbourRoundBody } from '@/lib/games/harbour/schemas';
import { betLimitFor, isAllowedStake } from '@/lib/games/harbour/stakes';
import { FUN_CURRENCY, type HarbourOutcome, type HarbourRoundResult } from '@/lib/games/harbour/types';
import { ApiError } from '@/server/http/errors';
import { issueFunState, readFunState } from './fun-wallet';
import { loadHarbourGame } from './harbour-game';
import { seamlessClient, SeamlessUnavailable, type SeamlessCall, type SeamlessClientOptions } from './seamless-client';
import { toGameError } from './seamless-errors';

/** Outcomes are decided here, on the server, with node:crypto; the browser only shows them. */
const cryptoRng: Rng = { int: (maxExclusive) => randomInt(maxExclusive) };

export interface PlayRoundOptions extends SeamlessClientOptions {
  rng?: Rng;
}

interface TransactionAnswer {
  balance: number;
  currency: string;
}

function decide(engine: EngineKind, stake: number, bet: RouletteBet | undefined, rng: Rng): { win: number; outcome: HarbourOutcome } {
  if (engine === 'slot') {
    const { win, stops, grid, lineWins } = playSlot(stake, rng);
    return { win, outcome: { engine, stops, grid, lineWins } };
  }
  const rouletteBet = bet as RouletteBet;
  const { win, pocket, colour } = playRoulette(stake, rouletteBet, rng);
  return { win, outcome: { engine, bet: rouletteBet, pocket, colour } };
}

/** A round id the wallet has never seen: sortable prefix, random body. */
const newRoundId = (): string => `hg_${Date.now().toString(36)}_${randomUUID().replace(/-/g, '')}`;

async function playFun(input: PlayHarbourRoundBody, engine: EngineKind, rng: Rng): Promise<HarbourRoundResult> {
  const balance = input.funState ? readFunState(input.ticket, input.funState) : null;
  if (balance === null) throw new ApiError('error.game.ticket.invalid');
  if (balance < input.stake) throw new ApiError('error.game.insufficient_funds');
  const { win, outcome } = decide(engine, input.stake, input.bet, rng);
  const next = balance - input.stake + win;
  return { roundId: newRoundId(), stake: input.stake, win, balance: next, currency: FUN_CURRENCY, outcome, funState: issueFunState(input.ticket, next) };
}

/**
 * A real round through the seamless wallet, like any provider: bet, then (only when something was won) win
 * with the bet's transaction id, then endround. Every call keeps its transactionId across retries. A bet the
 * wallet may or may not have taken (no answer after retries) is rolled back, so no stake is lost unplayed.
 */
async function playReal(input: PlayHarbourRoundBody, engine: EngineKind, call: SeamlessCall, rng: Rng): Promise<HarbourRoundResult> {
  const roundId = newRoundId();
  const betTransactionId = `${roundId}-bet`;
  const common = { token: input.ticket, roundId, gameId: input.gameId };
  let answer: TransactionAnswer;
  try {
    answer = await call<TransactionAnswer>('bet', { ...common, transactionId: betTransactionId, amount: input.stake });
  } catch (error) {
    if (error instanceof SeamlessUnavailable) {
      await call('rollback', { token: input.ticket, transactionId: `${roundId}-rollback`, originalTransactionId: betTransactionId, roundId }).catch((rollbackError: unknown) => {
        console.error('[harbour-games] rollback of an unanswered bet failed', roundId, rollbackError);
      });
    }
    throw toGameError(error);
  }
  const { win, outcome } = decide(engine, input.stake, input.bet, rng);
  try {
    if (win > 0) answer = await call<TransactionAnswer>('win', { ...common, transactionId: `${roundId}-win`, amount: win, betTransactionId });
    answer = { ...answer, ...(await call<TransactionAnswer>('endround', { token: input.ticket, roundId })) };
  } catch (error) {
    // The stake is taken and the outcome decided: the player must see it. A win the wallet did not confirm is
    // logged with its ids for settlement (the wallet accepts wins after the session expired).
    console.error('[harbour-games] settling round failed', roundId, { win }, error);
    throw toGameError(error);
  }
  return { roundId, stake: input.stake, win, balance: answer.balance, currency: answer.currency, outcome };
}

export async function playHarbourRound(input: PlayHarbourRoundBody, options: PlayRoundOptions = {}): Promise<HarbourRoundResult> {
  const { game, engine } = await loadHarbourGame(input.gameId);
  if (engine === 'roulette' && !input.bet) throw new ApiError('error.game.stake.invalid');
  if (engine === 'slot' && input.bet) throw new ApiError('error.game.stake.invalid');
  const rng = options.rng ?? cryptoRng;
  if (input.moneyMode === 'fun') {
    // Fun credits have no currency: any of the game's limits (the client offers its market's) or the default.
    const limits = [null, ...game.betLimits];
    if (!limits.some((limit) => isAllowedStake(engine, input.stake, limit))) throw new ApiError('error.game.stake.invalid');
    return playFun(input, engine, rng);
  }
  const call = seamlessClient(game.provider.id, options);
  // The limit in the session's currency applies; the wallet reports the currency at authenticate.
  let currency: string;
  try {
    currency = (await call<TransactionAnswer>('balance', { token: input.ticket })).currency;
  } catch (error) {
    throw toGameError(error);
  }
  if (!isAllowedStake(engine, input.stake, betLimitFor(game.betLimits, currency))) throw new ApiError('error.game.stake.invalid');
  return playReal(input, engine, call, rng);
}
