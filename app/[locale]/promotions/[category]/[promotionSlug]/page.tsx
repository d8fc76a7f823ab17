import { promotionCategoryLabel } from '@/components/game/promotion-category';
import { contentPage } from '@/components/page/content-page';
import { linkAction } from '@/components/page/link-action';
import { humanizeSlug } from '@/components/page/page-props';

const page = contentPage<{ locale: string; category: string; promotionSlug: string }>('pages.promotion', {
  values: ({ promotionSlug }) => ({ promotion: humanizeSlug(promotionSlug) }),
  eyebrow: ({ locale, category }) => promotionCategoryLabel(locale, category),
  actions: linkAction('/bonus-terms', 'footer.links.bonusTerms', 'outline'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
