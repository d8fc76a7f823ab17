import { setRequestLocale } from 'next-intl/server';
import { GamePageView } from '@/components/game/game-page-view';
import { providerPlayGame, type ProviderPlayParams } from '@/components/game/play-stage';
import { contentPage } from '@/components/page/content-page';
import { parseLocale } from '@/lib/markets';

// An unknown id, or another provider's game under this provider's path, is a 404 (providerPlayGame).
const page = contentPage<ProviderPlayParams>('pages.liveGame', {
  values: async ({ locale, provider, id }) => ({ game: (await providerPlayGame(locale, provider, id, 'live')).name }),
});
export const generateMetadata = page.generateMetadata;

export default async function ProviderPlayPage({ params }: { params: Promise<ProviderPlayParams> }) {
  const { locale, provider, id } = await params;
  setRequestLocale(locale);
  const game = await providerPlayGame(locale, provider, id, 'live');
  const { language, market } = parseLocale(locale)!;
  return (
    <GamePageView game={game} locale={locale} language={language} market={market} path={`/live-casino-online/play/${provider}/${game.slug}`} route="live" />
  );
}
