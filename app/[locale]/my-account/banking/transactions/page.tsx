import { Suspense } from 'react';
import { accountPage } from '@/components/account/account-page';
import { TransactionsView } from '@/components/wallet/transactions-view';

const page = accountPage('transactions', () => (
  <Suspense>
    <TransactionsView />
  </Suspense>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
