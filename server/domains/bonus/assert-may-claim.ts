import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { claimRefusal, type ClaimingPlayer } from '@/lib/bonus/market-rules';
import { ApiError } from '@/server/http/errors';
import { getGamblingBlock } from '@/server/domains/protection';

export interface BonusPlayer extends ClaimingPlayer {
  playerId: number;
  createdAt: Date;
}

/** The player facts the bonus rules read; 404 for a token of a deleted player. */
export async function loadBonusPlayer(db: Database, playerId: number): Promise<BonusPlayer> {
  const [row] = await db
    .select({
      playerId: players.playerId,
      countryCode: players.countryCode,
      currencyCode: players.currencyCode,
      bonuses: players.bonuses,
      payout: players.payout,
      status: players.status,
      multibrandSuspended: players.multibrandSuspended,
      createdAt: players.createdAt,
    })
    .from(players)
    .where(eq(players.playerId, playerId));
  if (!row) throw new ApiError('error.player.not.found');
  return row;
}

/**
 * The one gate every bonus claim, bonus code and deposit bonus passes (games-wallet-bonuses.md §2: rewards and bonus
 * code blocked for payout-risk players; games-wallet-bonuses §5: bonuses restricted when the flag is false), and no
 * bonus while a time-out or self-exclusion runs (docs/decisions.md "Time-out and self-exclusion"): a blocked player
 * has no session, so this is what refuses the bonus of a deposit that settles after the block began.
 */
export async function assertMayClaim(db: Database, playerId: number, now: Date = new Date()): Promise<BonusPlayer> {
  const player = await loadBonusPlayer(db, playerId);
  if (claimRefusal(player, { countries: [], currency: player.currencyCode, wrMultiplier: 0 }) === 'bonuses_restricted') {
    throw new ApiError('error.bonus.restricted');
  }
  if (await getGamblingBlock(db, playerId, now)) throw new ApiError('error.bonus.restricted');
  return player;
}
