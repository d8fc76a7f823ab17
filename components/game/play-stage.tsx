import { getGameBySlug } from '@/server/content/get-game-by-slug';
import { isGameHiddenInMarket } from '@/server/content/game-visibility';
import { parseLocale } from '@/lib/markets/locales';
import { GameLauncher, type GameLauncherProps } from './game-launcher';
import { GameStage } from './game-stage';

/** The launch island inside the `#demo` anchor the lobby tiles' Demo links point at. */
export function LaunchStage(props: GameLauncherProps) {
  return (
    <div id="demo" className="scroll-mt-24" data-testid="demo-stage">
      <GameLauncher {...props} />
    </div>
  );
}

type ProviderPlayStageProps = { locale: string; provider: string; id?: string[]; lobby: 'casino' | 'live'; fallbackName: string; fallbackProvider: string };

/**
 * /online-casino/play/{provider}/{id} and /live-casino-online/play/{provider}/{id}: `id` is the game's slug.
 * A game of that provider and lobby launches; anything else keeps the provider's static stage.
 */
export async function ProviderPlayStage({ locale, provider, id, lobby, fallbackName, fallbackProvider }: ProviderPlayStageProps) {
  const parsed = parseLocale(locale);
  const slug = id?.length === 1 ? id[0] : null;
  const game = parsed && slug && /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug) ? await getGameBySlug({ type: lobby === 'live' ? 'liveCasino' : 'casino', slug, language: parsed.language }) : null;
  if (!parsed || !game || game.provider.id !== provider || isGameHiddenInMarket(game, parsed.market)) {
    return <GameStage name={fallbackName} provider={fallbackProvider} lobby={lobby} />;
  }
  return <LaunchStage slug={game.slug} locale={locale} language={parsed.language} market={parsed.market} name={game.name} providerTitle={game.provider.title} route={lobby} />;
}
