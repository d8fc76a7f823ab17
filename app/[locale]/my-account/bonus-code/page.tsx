import { accountPage } from '@/components/account/account-page';

const page = accountPage('bonusCode');
export const generateMetadata = page.generateMetadata;
export default page.Page;
