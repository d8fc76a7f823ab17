import { getTranslations } from 'next-intl/server';
import { CASINO_CATEGORIES, lobbyLabel } from '@/components/game/lobby-links';
import { contentPage } from '@/components/page/content-page';
import { CasinoIcon } from '@/components/ui/icons';
import { humanizeSlug } from '@/components/page/page-props';

const page = contentPage<{ locale: string; id: string }>('pages.casinoCategory', {
  art: { seed: '/online-casino', icon: CasinoIcon },
  values: async ({ locale, id }) => {
    const t = await getTranslations({ locale, namespace: 'pages.onlineCasino.categories' });
    return { category: lobbyLabel(CASINO_CATEGORIES, id, t, humanizeSlug) };
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
