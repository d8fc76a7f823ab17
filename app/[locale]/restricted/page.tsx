import { contentPage } from '@/components/page/content-page';
import { linkAction } from '@/components/page/link-action';

const page = contentPage('pages.restricted', { noIndex: true, actions: linkAction('/contact-live-chat', 'footer.links.contactLiveChat') });
export const generateMetadata = page.generateMetadata;
export default page.Page;
