import 'server-only';
import type { Database } from '@/server/db/database';
import type { SeamlessTransactionAnswer, WinBody } from '@/lib/games/seamless-schemas';
import { hashGameSessionToken } from './game-session-token';
import { providerNumber } from './provider-numbers';
import { seamlessErrorOf, transactionAnswerOf } from './seamless-context';
import { seamlessRequestHash } from './seamless-request-hash';
import { callSeamlessWin, runSeamlessStatement } from './seamless-sql';

/**
 * A win: the provider's GAME account → MAIN (type WIN). Accepted after the session expired and whatever the
 * player's state now (it settles a bet already placed); it needs the player's open round. A zero win (a lost
 * round) is recorded without a ledger operation. One round trip: seamless_win (server/db/functions/seamless_win.sql).
 * `jackpot: true` (a jackpot win) pays the whole pot of the session's game on top, resets it to its seed and
 * answers `jackpotAmount` (docs/decisions.md "Progressive jackpots in play").
 */
export async function seamlessWin(db: Database, provider: string, body: WinBody): Promise<SeamlessTransactionAnswer> {
  // `jackpot` joins the hash only when set, so a plain win hashes as it always did (stored duplicates still match).
  const requestHash = seamlessRequestHash('win', {
    roundId: body.roundId,
    gameId: body.gameId,
    amount: body.amount,
    betTransactionId: body.betTransactionId,
    ...(body.jackpot ? { jackpot: 'true' } : {}),
  });
  try {
    const result = await runSeamlessStatement(() =>
      callSeamlessWin(db, {
        provider,
        tokenHash: hashGameSessionToken(body.token),
        transactionId: body.transactionId,
        roundId: body.roundId,
        gameId: body.gameId,
        amount: String(body.amount),
        betTransactionId: body.betTransactionId ?? null,
        requestHash,
        gameAccount: providerNumber(provider),
        jackpot: body.jackpot === true,
      }),
    );
    return transactionAnswerOf(result, { kind: 'WIN', requestHash });
  } catch (error) {
    throw seamlessErrorOf(error);
  }
}
