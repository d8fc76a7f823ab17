import { accountPage } from '@/components/account/account-page';

const page = accountPage('account');
export const generateMetadata = page.generateMetadata;
export default page.Page;
