import { getTranslations } from 'next-intl/server';
import { LIVE_CATEGORIES, lobbyLabel } from '@/components/game/lobby-links';
import { contentPage } from '@/components/page/content-page';
import { LiveIcon } from '@/components/ui/icons';
import { humanizeSlug } from '@/components/page/page-props';

const page = contentPage<{ locale: string; id: string }>('pages.liveCategory', {
  art: { seed: '/live-casino-online', icon: LiveIcon },
  values: async ({ locale, id }) => {
    const t = await getTranslations({ locale, namespace: 'pages.liveCasino.categories' });
    return { category: lobbyLabel(LIVE_CATEGORIES, id, t, humanizeSlug) };
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
