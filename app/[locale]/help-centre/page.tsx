import { staticContentPage } from '@/components/content/static-content-page';
import { linkAction } from '@/components/page/link-action';

const ContactAction = linkAction('/contact-live-chat', 'footer.links.contactLiveChat');

const page = staticContentPage('help-centre', { actions: (locale) => <ContactAction locale={locale} /> });
export const generateMetadata = page.generateMetadata;
export default page.Page;
