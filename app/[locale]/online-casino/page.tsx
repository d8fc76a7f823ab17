import { CASINO_CATEGORIES } from '@/components/game/lobby-links';
import { LobbySection } from '@/components/game/lobby-section';
import { contentPage } from '@/components/page/content-page';
import { CasinoIcon } from '@/components/ui/icons';

const page = contentPage('pages.onlineCasino', {
  art: { seed: '/online-casino', icon: CasinoIcon },
  body: ({ locale }) => <LobbySection locale={locale} namespace="pages.onlineCasino" group="categories" links={CASINO_CATEGORIES} basePath="/online-casino" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
