import { promotionCategoryLabel } from '@/components/game/promotion-category';
import { contentPage } from '@/components/page/content-page';
import { GiftIcon } from '@/components/ui/icons';

const page = contentPage<{ locale: string; category: string }>('pages.promotionCategory', {
  art: { seed: '/promotions', icon: GiftIcon },
  values: async ({ locale, category }) => ({ category: await promotionCategoryLabel(locale, category) }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
