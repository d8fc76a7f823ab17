import { Suspense } from 'react';
import { accountPage } from '@/components/account/account-page';
import { BonusCodeView } from '@/components/bonus/bonus-code-view';

const page = accountPage('bonusCode', () => (
  <Suspense fallback={<div className="skeleton h-32 max-w-xl rounded-lg" />}>
    <BonusCodeView />
  </Suspense>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
