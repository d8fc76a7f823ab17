import { getTranslations } from 'next-intl/server';
import { lobbyLabel, SPORTS } from '@/components/game/lobby-links';
import { LobbySection } from '@/components/game/lobby-section';
import { contentPage } from '@/components/page/content-page';
import { SportsIcon } from '@/components/ui/icons';
import { humanizeSlug } from '@/components/page/page-props';

// /sportsbook/{category?}/{region?}/{competition?}/{event?}: one page; the sportsbook frame reads the path.
type Params = { locale: string; path?: string[] };

const page = contentPage<Params>('pages.sportsbook', {
  path: ({ path }) => ['/sportsbook', ...(path ?? [])].join('/'),
  art: { seed: '/sportsbook', icon: SportsIcon },
  eyebrow: async ({ locale, path }) => {
    if (!path?.length) return null;
    const t = await getTranslations({ locale, namespace: 'pages.sportsbook.sports' });
    return path.map((segment, index) => (index === 0 ? lobbyLabel(SPORTS, segment, t, humanizeSlug) : humanizeSlug(segment))).join(' · ');
  },
  body: ({ locale }) => <LobbySection locale={locale} namespace="pages.sportsbook" group="sports" links={SPORTS} basePath="/sportsbook" />,
});
// Static on demand like the other content pages: a dynamic page's prefetch is cut off by the router after a
// few bytes, a failed request in the console of every page whose navigation links to the sportsbook.
export const generateStaticParams = () => [];
export const generateMetadata = page.generateMetadata;
export default page.Page;
