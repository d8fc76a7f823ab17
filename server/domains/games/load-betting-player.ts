import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { BettingPlayer } from './bet-refusal';

/** The player facts betRefusal reads, read under the wallet lock so they cannot change mid-bet. */
export async function loadBettingPlayer(tx: Database, playerId: number): Promise<BettingPlayer> {
  const [row] = await tx
    .select({
      status: players.status,
      kycStatus: players.kycStatus,
      timeoutUntil: players.timeoutUntil,
      exclusionUntil: players.exclusionUntil,
      payout: players.payout,
      multibrandSuspended: players.multibrandSuspended,
      casino: players.casino,
      liveCasino: players.liveCasino,
    })
    .from(players)
    .where(eq(players.playerId, playerId))
    .limit(1);
  if (!row) throw new ApiError('error.seamless.session.invalid');
  return row;
}
