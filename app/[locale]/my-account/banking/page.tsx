import { accountPage } from '@/components/account/account-page';
import { BalanceSummary } from '@/components/wallet/balance-summary';

// The hub shows the balances it promises (cash, pending withdrawals, bonus, total) above its links.
const page = accountPage('banking', () => <BalanceSummary />, { linksBelowBody: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
