import { ProviderPlayStage, providerPlayGame, type ProviderPlayParams } from '@/components/game/play-stage';
import { contentPage } from '@/components/page/content-page';

// An unknown id, or another provider's table under this provider's path, is a 404 (providerPlayGame).
const page = contentPage<ProviderPlayParams>('pages.liveGame', {
  values: async ({ locale, provider, id }) => ({ game: (await providerPlayGame(locale, provider, id, 'live')).name }),
  body: (params) => <ProviderPlayStage {...params} lobby="live" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
