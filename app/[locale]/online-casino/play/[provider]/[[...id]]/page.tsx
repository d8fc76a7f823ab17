import { ProviderPlayStage, providerPlayGame, type ProviderPlayParams } from '@/components/game/play-stage';
import { contentPage } from '@/components/page/content-page';

// An unknown id, or another provider's game under this provider's path, is a 404 (providerPlayGame).
const page = contentPage<ProviderPlayParams>('pages.casinoGame', {
  values: async ({ locale, provider, id }) => ({ game: (await providerPlayGame(locale, provider, id, 'casino')).name }),
  body: (params) => <ProviderPlayStage {...params} lobby="casino" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
