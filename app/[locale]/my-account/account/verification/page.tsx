import { accountPage } from '@/components/account/account-page';
import { VerificationPanel } from '@/components/documents/verification-panel';

const page = accountPage('verification', () => <VerificationPanel />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
