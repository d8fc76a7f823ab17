import { accountPage } from '@/components/account/account-page';
import { LimitsView } from '@/components/limits/limits-view';
import { RealityCheckSettings } from '@/components/reality-check/reality-check-settings';

const page = accountPage('gamblingLimits', () => (
  <div className="flex flex-col gap-10">
    <LimitsView />
    <RealityCheckSettings />
  </div>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
