import { promotionCategoryLabel } from '@/components/game/promotion-category';
import { contentPage } from '@/components/page/content-page';
import { humanizeSlug } from '@/components/page/page-props';

const page = contentPage<{ locale: string; category: string; tagSlug: string }>('pages.promotionTag', {
  values: ({ tagSlug }) => ({ tag: humanizeSlug(tagSlug) }),
  eyebrow: ({ locale, category }) => promotionCategoryLabel(locale, category),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
