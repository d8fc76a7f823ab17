import { contentPage } from '@/components/page/content-page';
import { VirtualsIcon } from '@/components/ui/icons';

const page = contentPage('pages.virtuals', { path: '/virtuals', art: { seed: '/virtuals', icon: VirtualsIcon } });
export const generateMetadata = page.generateMetadata;
export default page.Page;
