import 'server-only';
import type { Database } from '@/server/db/database';
import type { BalanceBody, SeamlessBalanceAnswer } from '@/lib/games/seamless-schemas';
import { toJsonMinorUnits } from '@/server/domains/wallet';
import { ApiError } from '@/server/http/errors';
import { isSessionLive } from './game-session-policy';
import { findGameSession, readPlayableBalance, touchGameSession } from './seamless-context';

/** The playable (MAIN cash) balance for a live session. */
export async function seamlessBalance(db: Database, provider: string, body: BalanceBody): Promise<SeamlessBalanceAnswer> {
  const session = await findGameSession(db, provider, body.token);
  const now = new Date();
  if (!isSessionLive(session, now)) throw new ApiError('error.seamless.session.expired');
  await touchGameSession(db, session, now);
  return { balance: toJsonMinorUnits(await readPlayableBalance(db, session)), currency: session.currency };
}
