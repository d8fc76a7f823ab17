import { accountPage } from '@/components/account/account-page';

const page = accountPage('withdraw');
export const generateMetadata = page.generateMetadata;
export default page.Page;
