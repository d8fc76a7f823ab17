import 'server-only';
import type { GameDetailBody } from '@/lib/games/launch/schemas';
import type { GameDetailAnswer } from '@/lib/games/launch/game-detail';
import { parseLocale } from '@/lib/markets/locales';
import { getGameBySlugInAnyLobby } from '@/server/content/get-game-by-slug';
import { isGameHiddenInMarket } from '@/server/content/game-visibility';
import type { Database } from '@/server/db/database';
import type { SessionPlayer } from '@/server/identity/session-player';
import { assertMayPlay } from './assert-may-play';
import { toLaunchGameDetail } from './launch-game-detail';

export interface GetGameDetailInput {
  body: GameDetailBody;
  /** Real-money variant: the signed-in player; null for the demo variant. */
  player: SessionPlayer | null;
  ipAddress: string | null;
}

/**
 * The game-detail call (spec games-wallet-bonuses §3, §7): the game by slug in any lobby, or `gameDetail: null` when it does not
 * exist or is hidden in the locale's market (the site then shows 'No game data returned'). The real variant
 * applies the play guards first.
 */
export async function getGameDetail(db: Database, { body, player, ipAddress }: GetGameDetailInput): Promise<GameDetailAnswer> {
  const parsed = parseLocale(body.locale);
  const language = parsed?.language ?? 'en';
  const game = await getGameBySlugInAnyLobby({ slug: body.slug, language });
  const visible = game && body.enabled && !isGameHiddenInMarket(game, parsed?.market ?? body.countryCode) ? game : null;
  if (visible && player) await assertMayPlay(db, player, visible.type);
  return { data: { gameDetail: visible ? toLaunchGameDetail(visible) : null, ipAddress } };
}
