import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LaunchStage } from '@/components/game/play-stage';
import { FavouriteButton } from '@/components/games/favourite-button';
import { GameFacts } from '@/components/game/game-facts';
import { Breadcrumbs } from '@/components/lobby/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { LOBBIES } from '@/components/lobby/lobby-config';
import { PageShell } from '@/components/page/page-shell';
import { parseLocale } from '@/lib/markets';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';
import { getGameBySlugInAnyLobby } from '@/server/content/get-game-by-slug';
import { isGameHiddenInMarket } from '@/server/content/game-visibility';
import { jackpotValues } from '@/server/lobby/jackpot-values';

type Params = { locale: string; gameSlug: string };
type Props = { params: Promise<Params> };

// One page per (locale, game), rendered on first request and cached; no device split (the stage scales).
export const generateStaticParams = () => [];
export const revalidate = 300;

/** Site-relative content image URLs made absolute for Open Graph and JSON-LD. */
const absoluteImage = (locale: string, url: string) => new URL(url, absoluteUrl(locale, '')).toString();

/** The game by slug in any lobby, unless it is restricted in the locale's market (then it does not exist). */
async function findGame({ locale, gameSlug }: Params) {
  const parsed = parseLocale(locale);
  if (!parsed || !/^[a-z0-9][a-z0-9-]{0,99}$/.test(gameSlug)) return null;
  const game = await getGameBySlugInAnyLobby({ slug: gameSlug, language: parsed.language });
  if (!game || isGameHiddenInMarket(game, parsed.market)) return null;
  return { game, ...parsed };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await findGame(await params);
  if (!found) return {};
  const { game, locale } = found;
  const t = await getTranslations({ locale, namespace: 'game' });
  const description = game.description ?? t('metaDescription', { game: game.name, provider: game.provider.title });
  return pageMetadata({ locale, path: `/play/${game.slug}`, title: t('metaTitle', { game: game.name, provider: game.provider.title }), description, image: game.thumbnail ? absoluteImage(locale, game.thumbnail.url2x) : null });
}

export default async function GamePage({ params }: Props) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  const found = await findGame(resolved);
  if (!found) notFound();
  const { game, locale, market } = found;
  const lobby = LOBBIES[game.type];
  const [t, lobbyT, jackpots] = await Promise.all([
    getTranslations({ locale, namespace: 'game' }),
    getTranslations({ locale, namespace: lobby.namespace }),
    jackpotValues([game]),
  ]);
  const path = `/play/${game.slug}`;
  return (
    <PageShell
      title={game.name}
      intro={t('providedBy', { provider: game.provider.title })}
      eyebrow={<Breadcrumbs locale={locale} trail={[{ name: lobbyT('title'), path: lobby.basePath }, { name: game.name, path }]} />}
      actions={<FavouriteButton gameId={game.id} gameName={game.name} lobbyPageType={game.type} variant="page" />}
      testId="game-page"
    >
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
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LaunchStage slug={game.slug} locale={locale} language={found.language} market={market} lobby={game.type} name={game.name} providerTitle={game.provider.title} route="play" />
        <div className="flex flex-col gap-6">
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
    </PageShell>
  );
}
