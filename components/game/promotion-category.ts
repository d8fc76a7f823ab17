import { getTranslations } from 'next-intl/server';
import { humanizeSlug } from '@/components/page/page-props';
import { lobbyLabel, PROMOTION_CATEGORIES } from './lobby-links';

/** The translated name of a promotions category segment. */
export async function promotionCategoryLabel(locale: string, category: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'pages.promotions.categories' });
  return lobbyLabel(PROMOTION_CATEGORIES, category, t, humanizeSlug);
}
