import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { GameDetail } from '@/lib/content/types/games';
import { getGameBySlug } from '@/server/content/get-game-by-slug';
import { isGameHiddenInMarket } from '@/server/content/game-visibility';
import { parseLocale } from '@/lib/markets/locales';
import { GameLauncher, type GameLauncherProps } from './game-launcher';

/** The launch island inside the `#demo` anchor the lobby tiles' Demo links point at. */
export function LaunchStage(props: GameLauncherProps) {
  return (
    <div id="demo" className="scroll-mt-24" data-testid="demo-stage">
      <GameLauncher {...props} />
    </div>
  );
}

export type ProviderPlayParams = { locale: string; provider: string; id?: string[] };
type PlayLobby = 'casino' | 'live';

/**
 * /online-casino/play/{provider}/{id} and /live-casino-online/play/{provider}/{id}: `id` is the game's slug.
 * Only a game of that lobby and of that provider, not restricted in the locale's market, exists there: anything
 * else (no id, an unknown id, another provider's game, a game of the other lobby) is a 404, never a page named
 * after the URL.
 */
export const providerPlayGame = cache(async (locale: string, provider: string, id: readonly string[] | undefined, lobby: PlayLobby): Promise<GameDetail> => {
  const parsed = parseLocale(locale);
  const slug = id?.length === 1 ? id[0] : null;
  if (!parsed || !slug || !/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) notFound();
  const game = await getGameBySlug({ type: lobby === 'live' ? 'liveCasino' : 'casino', slug, language: parsed.language });
  if (!game || game.provider.id !== provider || isGameHiddenInMarket(game, parsed.market)) notFound();
  return game;
});
