import { lobbyPage } from '@/components/lobby/pages/lobby-page';

// Rendered once per (locale, device class) on first request, then served from cache; the jackpot read
// (30 s) sets how often it is regenerated in the background.
export const generateStaticParams = () => [];
export const revalidate = 300;

const page = lobbyPage('virtualSports');
export const generateMetadata = page.generateMetadata;
export default page.Page;
