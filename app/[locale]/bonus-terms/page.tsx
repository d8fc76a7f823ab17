import { staticContentPage } from '@/components/content/static-content-page';

// Public and the same for every visitor: rendered once per locale on first request, then served from cache
// (ISR); content changes expire it through the content tags (webhook).
export const generateStaticParams = () => [];
export const revalidate = 300;

const page = staticContentPage('bonus-terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
