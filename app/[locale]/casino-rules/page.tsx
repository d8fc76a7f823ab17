import { staticContentPage } from '@/components/content/static-content-page';

const page = staticContentPage('casino-rules');
export const generateMetadata = page.generateMetadata;
export default page.Page;
