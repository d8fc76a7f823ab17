import { contentPage } from '@/components/page/content-page';

const page = contentPage('pages.maintenance', { noIndex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
