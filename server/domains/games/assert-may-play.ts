import 'server-only';
import { playGuard, type PlayLobby } from '@/lib/games/play-guard';
import type { Database } from '@/server/db/database';
import { getAccessContext } from '@/server/domains/identity';
import { ApiError } from '@/server/http/errors';
import type { SessionPlayer } from '@/server/identity/session-player';

/**
 * The game page guards again at the platform (spec games-wallet-bonuses §2): payout risk, multibrand suspension or no access to
 * the game's product refuse a real-money launch with error.game.access.denied. Returns the player's row data.
 */
export async function assertMayPlay(db: Database, player: SessionPlayer, lobby: PlayLobby): Promise<{ countryCode: string | null }> {
  const context = await getAccessContext(db, player);
  const reason = playGuard(context.access, lobby);
  if (reason) throw new ApiError('error.game.access.denied', undefined, {}, { additionalInfo: { reason } });
  return { countryCode: context.countryCode };
}
