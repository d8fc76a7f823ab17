import { getTranslations } from 'next-intl/server';
import { FavouriteButton } from '@/components/games/favourite-button';
import { Breadcrumbs } from '@/components/lobby/breadcrumbs';
import { LOBBIES } from '@/components/lobby/lobby-config';
import { JsonLd } from '@/components/seo/json-ld';
import type { GameDetail } from '@/lib/content/types/games';
import type { LanguageCode } from '@/lib/markets/languages';
import type { MarketCode } from '@/lib/markets/markets';
import { absoluteUrl } from '@/server/seo/page-metadata';
import { jackpotValues } from '@/server/lobby/jackpot-values';
import { GameFacts } from './game-facts';
import type { GameLauncherProps } from './game-launcher';
import { LaunchStage } from './play-stage';

/** Site-relative content image URLs made absolute for Open Graph and JSON-LD. */
export const absoluteImage = (locale: string, url: string) => new URL(url, absoluteUrl(locale, '')).toString();

type GamePageViewProps = {
  game: GameDetail;
  locale: string;
  language: LanguageCode;
  market: MarketCode;
  /** The page's own path after the locale (for the breadcrumb and JSON-LD). */
  path: string;
  route: GameLauncherProps['route'];
};

/**
 * A game page (/play/{slug} and the provider play paths), game first: a slim heading row, then the stage sized
 * to the first screen (game-launcher.tsx), so the frame's play button, stake and balance are visible without
 * scrolling; details and the description beside it on wide screens, below it on phones. On phones the stage
 * comes before the heading row (the stage's own bar names the game); the h1 stays first in the document.
 */
export async function GamePageView({ game, locale, language, market, path, route }: GamePageViewProps) {
  const lobby = LOBBIES[game.type];
  const [t, lobbyT, jackpots] = await Promise.all([
    getTranslations({ locale, namespace: 'game' }),
    getTranslations({ locale, namespace: lobby.namespace }),
    jackpotValues([game]),
  ]);
  return (
    <div data-testid="game-page" className="mx-auto max-w-content px-3 pb-16 pt-2 md:px-6 md:pb-24 md:pt-3 xl:px-8">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'VideoGame',
          name: game.name,
          url: absoluteUrl(locale, path),
          ...(game.thumbnail ? { image: absoluteImage(locale, game.thumbnail.url2x) } : {}),
          ...(game.description ? { description: game.description } : {}),
          author: { '@type': 'Organization', name: game.provider.title },
          publisher: { '@type': 'Organization', name: game.provider.title },
          genre: game.gameType,
          gamePlatform: ['Web browser'],
          playMode: game.type === 'liveCasino' ? 'MultiPlayer' : 'SinglePlayer',
        }}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-x-6 lg:gap-y-4">
        <div className="order-2 flex items-end justify-between gap-3 md:order-none lg:col-span-2" data-testid="game-heading">
          <div className="min-w-0">
            <Breadcrumbs
              locale={locale}
              trail={[
                { name: lobbyT('title'), path: lobby.basePath },
                { name: game.name, path },
              ]}
            />
            <h1 className="mt-1 text-xl font-extrabold tracking-tight text-balance text-fg md:text-2xl">{game.name}</h1>
          </div>
          <div className="shrink-0">
            <FavouriteButton gameId={game.id} gameName={game.name} lobbyPageType={game.type} variant="page" />
          </div>
        </div>
        <div className="order-1 min-w-0 md:order-none">
          <LaunchStage
            slug={game.slug}
            locale={locale}
            language={language}
            market={market}
            lobby={game.type}
            name={game.name}
            providerTitle={game.provider.title}
            route={route}
          />
        </div>
        <div className="order-3 flex flex-col gap-6 md:order-none">
          <p className="text-base text-pretty text-fg-muted">{t('providedBy', { provider: game.provider.title })}</p>
          <GameFacts locale={locale} market={market} game={game} jackpot={jackpots[game.id] ?? null} />
          {game.description ? (
            <section aria-labelledby="game-about-title">
              <h2 id="game-about-title" className="text-lg font-bold text-fg">
                {t('aboutTitle', { game: game.name })}
              </h2>
              <p className="mt-2 text-pretty text-fg-muted">{game.description}</p>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
