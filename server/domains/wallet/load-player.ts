import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { effectiveStatus } from '@/lib/protection/policy';
import { ApiError } from '@/server/http/errors';
import type { PlayerGateFacts } from './player-gates';

export interface WalletPlayer extends PlayerGateFacts {
  playerId: number;
  currency: string;
}

/**
 * The player's currency and money gates; 404 `error.player.not.found` for a token of a deleted player. The status
 * is the one in force at `now` (lib/protection/policy.ts effectiveStatus): TIMEOUT or SELF_EXCLUDED while a block
 * runs whatever the stored status, and no longer once it has ended by itself.
 */
export async function loadWalletPlayer(db: Database, playerId: number, now: Date = new Date()): Promise<WalletPlayer> {
  const [row] = await db
    .select({
      playerId: players.playerId,
      currency: players.currencyCode,
      status: players.status,
      kycStatus: players.kycStatus,
      deposit: players.deposit,
      withdrawal: players.withdrawal,
      payout: players.payout,
      timeoutUntil: players.timeoutUntil,
      exclusionUntil: players.exclusionUntil,
    })
    .from(players)
    .where(eq(players.playerId, playerId))
    .limit(1);
  if (!row) throw new ApiError('error.player.not.found');
  const { timeoutUntil, exclusionUntil, ...player } = row;
  return { ...player, status: effectiveStatus({ status: row.status, timeoutUntil, exclusionUntil }, now) };
}
