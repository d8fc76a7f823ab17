import { accountPage } from '@/components/account/account-page';
import { ActiveRewardsView } from '@/components/bonus/active-rewards-view';

const page = accountPage('activeRewards', () => <ActiveRewardsView />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
