import { staticContentPage } from '@/components/content/static-content-page';

const page = staticContentPage('age-restrictions');
export const generateMetadata = page.generateMetadata;
export default page.Page;
