import 'server-only';
import type { Database } from '@/server/db/database';
import type { AuthenticateBody, SeamlessAuthenticateAnswer } from '@/lib/games/seamless-schemas';
import { toJsonMinorUnits } from '@/server/domains/wallet';
import { ApiError } from '@/server/http/errors';
import { isSessionLive } from './game-session-policy';
import { findGameSession, readPlayableBalance, touchGameSession } from './seamless-context';

/** The provider's first call with the launch token: who plays, in which currency, with what cash balance. */
export async function seamlessAuthenticate(db: Database, provider: string, body: AuthenticateBody): Promise<SeamlessAuthenticateAnswer> {
  const session = await findGameSession(db, provider, body.token);
  const now = new Date();
  if (!isSessionLive(session, now)) throw new ApiError('error.seamless.session.expired');
  await touchGameSession(db, session, now);
  const balance = await readPlayableBalance(db, session);
  return { playerId: session.playerId, currency: session.currency, balance: toJsonMinorUnits(balance), sessionId: session.sessionId };
}
