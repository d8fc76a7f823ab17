import { accountPage } from '@/components/account/account-page';
import { DepositSection } from '@/components/wallet/deposit-section';

const page = accountPage('deposit', (locale) => <DepositSection locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
