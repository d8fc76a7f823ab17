import { PROMOTION_CATEGORIES } from '@/components/game/lobby-links';
import { LobbySection } from '@/components/game/lobby-section';
import { contentPage } from '@/components/page/content-page';
import { GiftIcon } from '@/components/ui/icons';

const page = contentPage('pages.promotions', {
  art: { seed: '/promotions', icon: GiftIcon },
  body: ({ locale }) => <LobbySection locale={locale} namespace="pages.promotions" group="categories" links={PROMOTION_CATEGORIES} basePath="/promotions" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
