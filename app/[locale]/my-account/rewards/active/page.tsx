import { accountPage } from '@/components/account/account-page';

const page = accountPage('activeRewards');
export const generateMetadata = page.generateMetadata;
export default page.Page;
