import 'server-only';
import type { Database } from '@/server/db/database';
import type { EndRoundBody, SeamlessBalanceAnswer } from '@/lib/games/seamless-schemas';
import { toJsonMinorUnits } from '@/server/domains/wallet';
import { findGameSession, readPlayableBalance } from './seamless-context';
import { closeRound } from './seamless-rounds';

/** endround: no more bets or wins on the round (accepted after the session expired; repeating it is harmless). */
export async function seamlessEndRound(db: Database, provider: string, body: EndRoundBody): Promise<SeamlessBalanceAnswer> {
  const session = await findGameSession(db, provider, body.token);
  await db.transaction((tx) =>
    closeRound(tx, { provider, roundId: body.roundId, playerId: session.playerId, sessionId: session.sessionId, gameId: session.gameId }),
  );
  return { balance: toJsonMinorUnits(await readPlayableBalance(db, session)), currency: session.currency };
}
