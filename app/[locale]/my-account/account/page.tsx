import { accountPage } from '@/components/account/account-page';
import { AccountDetailsView } from '@/components/account/account-details-view';

const page = accountPage('account', () => <AccountDetailsView />, { linksBelowBody: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
