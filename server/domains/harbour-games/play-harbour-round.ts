import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { playSlot } from '@/lib/games/engines/harbour-slot';
import { isVirtualGameType, playRace, raceCardFor, type RaceBet, type RaceCard } from '@/lib/games/engines/race';
import type { Rng } from '@/lib/games/engines/rng';
import { playRoulette, type RouletteBet } from '@/lib/games/engines/roulette';
import type { HarbourBet, PlayHarbourRoundBody } from '@/lib/games/harbour/schemas';
import { betLimitFor, isAllowedStake } from '@/lib/games/harbour/stakes';
import { FUN_CURRENCY, type HarbourOutcome, type HarbourRoundResult } from '@/lib/games/harbour/types';
import { drawsJackpot, playsForJackpot } from '@/lib/jackpots/policy';
import { ApiError } from '@/server/http/errors';
import { issueFunState, readFunState } from './fun-wallet';
import { loadHarbourGame, type HarbourGame } from './harbour-game';
import { SeamlessRefusal, seamlessClient, SeamlessUnavailable, type SeamlessAnswer, type SeamlessCall, type SeamlessClientOptions } from './seamless-client';
import type { WinBody } from '@/lib/games/seamless-schemas';
import { assertRealTicket, toGameError } from './seamless-errors';

/** Outcomes are decided here, on the server, with node:crypto; the browser only shows them. */
const cryptoRng: Rng = { int: (maxExclusive) => randomInt(maxExclusive) };

export interface PlayRoundOptions extends SeamlessClientOptions {
  rng?: Rng;
}

/** What a round plays: the engine with the bet it takes (none for the slot) and, for a race, the card. */
type RoundPlay = { engine: 'slot' } | { engine: 'roulette'; bet: RouletteBet } | { engine: 'race'; bet: RaceBet; card: RaceCard };

/** The bet must suit the engine (a slot takes none, a table a roulette bet, a race a win bet), or the stake is refused. */
function roundPlay({ game, engine }: HarbourGame, bet: HarbourBet | undefined): RoundPlay {
  if (engine === 'slot' && !bet) return { engine };
  if (engine === 'roulette' && bet && bet.kind !== 'win') return { engine, bet };
  if (engine === 'race' && bet?.kind === 'win' && isVirtualGameType(game.gameType)) return { engine, bet, card: raceCardFor(game.gameType) };
  throw new ApiError('error.game.stake.invalid');
}

function decide(play: RoundPlay, stake: number, rng: Rng): { win: number; outcome: HarbourOutcome } {
  switch (play.engine) {
    case 'slot': {
      const { win, stops, grid, lineWins } = playSlot(stake, rng);
      return { win, outcome: { engine: 'slot', stops, grid, lineWins } };
    }
    case 'roulette': {
      const { win, pocket, colour } = playRoulette(stake, play.bet, rng);
      return { win, outcome: { engine: 'roulette', bet: play.bet, pocket, colour } };
    }
    case 'race': {
      const { win, order } = playRace(play.card, stake, play.bet, rng);
      return { win, outcome: { engine: 'race', bet: play.bet, order } };
    }
  }
}

/** A round id the wallet has never seen: sortable prefix, random body. */
const newRoundId = (): string => `hg_${Date.now().toString(36)}_${randomUUID().replace(/-/g, '')}`;

async function playFun(input: PlayHarbourRoundBody, play: RoundPlay, rng: Rng): Promise<HarbourRoundResult> {
  const balance = input.funState ? readFunState(input.ticket, input.funState) : null;
  if (balance === null) throw new ApiError('error.game.ticket.invalid');
  if (balance < input.stake) throw new ApiError('error.game.insufficient_funds');
  const { win, outcome } = decide(play, input.stake, rng);
  const next = balance - input.stake + win;
  return { roundId: newRoundId(), stake: input.stake, win, balance: next, currency: FUN_CURRENCY, outcome, funState: issueFunState(input.ticket, next) };
}

/**
 * A real round through the seamless wallet, like any provider: bet, then (only when something was won) win
 * with the bet's transaction id, then endround. Every call keeps its transactionId across retries. A bet the
 * wallet may or may not have taken (no answer after retries) is rolled back, so no stake is lost unplayed.
 * On a jackpot game (`jackpotGame`: the game has a pot and the session plays in its currency) the wallet took the
 * bet's contribution; after the outcome, one more draw of the same Rng decides the jackpot (drawsJackpot: stake /
 * 10,000,000), and a jackpot round sends its win with `jackpot: true` (even when the base game won nothing).
 */
async function playReal(input: PlayHarbourRoundBody, play: RoundPlay, call: SeamlessCall, rng: Rng, jackpotGame: boolean): Promise<HarbourRoundResult> {
  const roundId = newRoundId();
  const betTransactionId = `${roundId}-bet`;
  const common = { token: input.ticket, roundId, gameId: input.gameId };
  let answer: SeamlessAnswer;
  try {
    answer = await call('bet', { ...common, transactionId: betTransactionId, amount: input.stake });
  } catch (error) {
    if (error instanceof SeamlessUnavailable) {
      await call('rollback', { token: input.ticket, transactionId: `${roundId}-rollback`, originalTransactionId: betTransactionId, roundId }).catch(
        (rollbackError: unknown) => {
          console.error('[harbour-games] rollback of an unanswered bet failed', roundId, rollbackError);
        },
      );
    }
    throw toGameError(error);
  }
  const { win, outcome } = decide(play, input.stake, rng);
  const jackpot = jackpotGame && drawsJackpot(input.stake, rng);
  try {
    if (win > 0 || jackpot) answer = (await settleWin(call, { ...common, transactionId: `${roundId}-win`, amount: win, betTransactionId }, jackpot)) ?? answer;
    answer = { ...answer, ...(await call('endround', { token: input.ticket, roundId })) };
  } catch (error) {
    // The stake is taken and the outcome decided: the player must see it. A win the wallet did not confirm is
    // logged with its ids for settlement (the wallet accepts wins after the session expired).
    console.error('[harbour-games] settling round failed', roundId, { win, jackpot }, error);
    throw toGameError(error);
  }
  const jackpotWin = 'jackpotAmount' in answer && answer.jackpotAmount !== undefined ? { jackpotWin: answer.jackpotAmount } : {};
  return { roundId, stake: input.stake, win, balance: answer.balance, currency: answer.currency, outcome, ...jackpotWin };
}

/**
 * The round's win, with the jackpot flag when the draw hit. A session that plays for no pot (opened before the
 * game became a jackpot game, or on a pot since retired) is refused `error.seamless.jackpot.invalid` with nothing
 * written: the base game's win is then sent on its own (null: nothing to send, the bet's answer stands), so the
 * player never loses a win to the jackpot draw.
 */
async function settleWin(call: SeamlessCall, body: WinBody, jackpot: boolean): Promise<SeamlessAnswer | null> {
  if (!jackpot) return call('win', body);
  try {
    return await call('win', { ...body, jackpot: true });
  } catch (error) {
    if (!(error instanceof SeamlessRefusal && error.code === 'error.seamless.jackpot.invalid')) throw error;
    console.warn('[harbour-games] jackpot drawn on a session that plays for no pot', body.roundId);
    return body.amount > 0 ? call('win', body) : null;
  }
}

export async function playHarbourRound(input: PlayHarbourRoundBody, options: PlayRoundOptions = {}): Promise<HarbourRoundResult> {
  const harbourGame = await loadHarbourGame(input.gameId);
  const { game, engine } = harbourGame;
  const play = roundPlay(harbourGame, input.bet);
  const rng = options.rng ?? cryptoRng;
  if (input.moneyMode === 'fun') {
    // Fun credits have no currency: any of the game's limits (the client offers its market's) or the default.
    const limits = [null, ...game.betLimits];
    if (!limits.some((limit) => isAllowedStake(engine, input.stake, limit))) throw new ApiError('error.game.stake.invalid');
    return playFun(input, play, rng);
  }
  assertRealTicket(input.ticket);
  const call = seamlessClient(game.provider.id, options);
  // The limit in the session's currency applies; the wallet reports the currency at authenticate.
  let currency: string;
  try {
    currency = (await call('balance', { token: input.ticket })).currency;
  } catch (error) {
    throw toGameError(error);
  }
  if (!isAllowedStake(engine, input.stake, betLimitFor(game.betLimits, currency))) throw new ApiError('error.game.stake.invalid');
  return playReal(input, play, call, rng, game.jackpotExist && playsForJackpot(currency));
}
