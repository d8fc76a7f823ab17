import { staticContentPage } from '@/components/content/static-content-page';
import { linkAction } from '@/components/page/link-action';

// Public and the same for every visitor: rendered once per locale on first request, then served from cache
// (ISR); content changes expire it through the content tags (webhook).
export const generateStaticParams = () => [];
export const revalidate = 300;

const ContactAction = linkAction('/contact-live-chat', 'footer.links.contactLiveChat');

const page = staticContentPage('help-centre', { actions: (locale) => <ContactAction locale={locale} /> });
export const generateMetadata = page.generateMetadata;
export default page.Page;
