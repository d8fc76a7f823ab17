import { categoryPage } from '@/components/lobby/pages/category-page';

// Cached per (locale, device class, category, page) like the lobby itself.
export const generateStaticParams = () => [];
export const revalidate = 300;

const page = categoryPage('virtualSports');
export const generateMetadata = page.generateMetadata;
export default page.Page;
