import { staticContentPage } from '@/components/content/static-content-page';

const page = staticContentPage('bonus-terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
