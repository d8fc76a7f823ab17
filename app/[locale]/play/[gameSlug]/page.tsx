import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { absoluteImage, GamePageView } from '@/components/game/game-page-view';
import { parseLocale } from '@/lib/markets';
import { pageMetadata } from '@/server/seo/page-metadata';
import { getGameBySlugInAnyLobby } from '@/server/content/get-game-by-slug';
import { isGameHiddenInMarket } from '@/server/content/game-visibility';

type Params = { locale: string; gameSlug: string };
type Props = { params: Promise<Params> };

// One page per (locale, game), rendered on first request and cached; no device split (the stage scales).
export const generateStaticParams = () => [];
export const revalidate = 300;

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
  return pageMetadata({
    locale,
    path: `/play/${game.slug}`,
    title: t('metaTitle', { game: game.name, provider: game.provider.title }),
    description,
    image: game.thumbnail ? absoluteImage(locale, game.thumbnail.url2x) : null,
  });
}

export default async function GamePage({ params }: Props) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  const found = await findGame(resolved);
  if (!found) notFound();
  const { game, locale, market, language } = found;
  return <GamePageView game={game} locale={locale} language={language} market={market} path={`/play/${game.slug}`} route="play" />;
}
