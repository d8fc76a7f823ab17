import { PaymentMarks } from '@/components/layout/payment-marks';
import { contentPage } from '@/components/page/content-page';
import { JoinActions } from '@/components/page/join-actions';
import { DepositRedirect } from '@/components/wallet/deposit-redirect';

const page = contentPage('pages.deposit', {
  path: '/deposit',
  actions: ({ locale }) => <JoinActions locale={locale} secondary="signIn" />,
  body: () => (
    <>
      <DepositRedirect />
      <PaymentMarks size="lg" />
    </>
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
