import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { PlayerGateFacts } from './player-gates';

export interface WalletPlayer extends PlayerGateFacts {
  playerId: number;
  currency: string;
}

/** The player's currency and money gates; 404 `error.player.not.found` for a token of a deleted player. */
export async function loadWalletPlayer(db: Database, playerId: number): Promise<WalletPlayer> {
  const [row] = await db
    .select({
      playerId: players.playerId,
      currency: players.currencyCode,
      status: players.status,
      kycStatus: players.kycStatus,
      deposit: players.deposit,
      withdrawal: players.withdrawal,
      payout: players.payout,
    })
    .from(players)
    .where(eq(players.playerId, playerId))
    .limit(1);
  if (!row) throw new ApiError('error.player.not.found');
  return row;
}
