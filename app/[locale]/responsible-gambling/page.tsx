import { staticContentPage } from '@/components/content/static-content-page';
import { HelplineCard } from '@/components/layout/helpline-card';
import { linkAction } from '@/components/page/link-action';
import { helplineForMarket } from '@/lib/brand';

// Public and the same for every visitor: rendered once per locale on first request, then served from cache
// (ISR); content changes expire it through the content tags (webhook).
export const generateStaticParams = () => [];
export const revalidate = 300;

const LimitsAction = linkAction('/my-account/gambling-limits', 'pages.responsibleGambling.cta');

// The CMS text explains the tools; the limits link and the market's helpline are the site's.
const page = staticContentPage('responsible-gambling', {
  actions: (locale) => <LimitsAction locale={locale} />,
  after: ({ market }) => <HelplineCard helpline={helplineForMarket(market)} />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
