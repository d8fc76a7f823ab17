import { accountPage } from '@/components/account/account-page';
import { LimitsView } from '@/components/limits/limits-view';

const page = accountPage('gamblingLimits', () => <LimitsView />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
