import { contentPage } from '@/components/page/content-page';
import { linkAction } from '@/components/page/link-action';

// The accept button arrives with the identity issue (it records the accepted terms version).
const page = contentPage('pages.acceptTerms', { noIndex: true, actions: linkAction('/terms', 'footer.links.terms') });
export const generateMetadata = page.generateMetadata;
export default page.Page;
