import 'server-only';
import { playGuard, type PlayLobby } from '@/lib/games/play-guard';
import type { Database } from '@/server/db/database';
import { getAccessContext } from '@/server/domains/identity';
import { ApiError } from '@/server/http/errors';
import type { SessionPlayer } from '@/server/identity/session-player';
import { getGamblingBlock } from '@/server/domains/protection';

/**
 * The game page guards again at the platform (spec games-wallet-bonuses §2): payout risk, multibrand suspension or no access to
 * the game's product, or a time-out or self-exclusion in force, refuse a real-money launch with error.game.access.denied.
 * Returns the player's row data.
 */
export async function assertMayPlay(db: Database, player: SessionPlayer, lobby: PlayLobby): Promise<{ countryCode: string | null }> {
  // A time-out or self-exclusion in force refuses every real-money launch (docs/decisions.md "Time-out and self-exclusion").
  const block = await getGamblingBlock(db, player.playerId);
  if (block)
    throw new ApiError('error.game.access.denied', undefined, {}, { additionalInfo: { reason: block.kind === 'TIMEOUT' ? 'timeout' : 'selfExclusion' } });
  const context = await getAccessContext(db, player);
  const reason = playGuard(context.access, lobby);
  if (reason) throw new ApiError('error.game.access.denied', undefined, {}, { additionalInfo: { reason } });
  return { countryCode: context.countryCode };
}
