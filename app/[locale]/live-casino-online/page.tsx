import { LIVE_CATEGORIES } from '@/components/game/lobby-links';
import { LobbySection } from '@/components/game/lobby-section';
import { contentPage } from '@/components/page/content-page';
import { LiveIcon } from '@/components/ui/icons';

const page = contentPage('pages.liveCasino', {
  art: { seed: '/live-casino-online', icon: LiveIcon },
  body: ({ locale }) => <LobbySection locale={locale} namespace="pages.liveCasino" group="categories" links={LIVE_CATEGORIES} basePath="/live-casino-online" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
