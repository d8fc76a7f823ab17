import { accountPage } from '@/components/account/account-page';
import { RewardsView } from '@/components/bonus/rewards-view';

const page = accountPage('rewards', () => <RewardsView />, { linksBelowBody: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
