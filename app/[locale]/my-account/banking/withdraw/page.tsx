import { accountPage } from '@/components/account/account-page';
import { WithdrawPanel } from '@/components/wallet/withdraw-panel';

const page = accountPage('withdraw', () => <WithdrawPanel />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
