import { PaymentMarks } from '@/components/layout/payment-marks';
import { contentPage } from '@/components/page/content-page';
import { JoinActions } from '@/components/page/join-actions';

const page = contentPage('pages.deposit', {
  path: '/deposit',
  actions: ({ locale }) => <JoinActions locale={locale} secondary="signIn" />,
  body: () => <PaymentMarks size="lg" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
