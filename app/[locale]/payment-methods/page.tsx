import { PaymentMarks } from '@/components/layout/payment-marks';
import { contentPage } from '@/components/page/content-page';

const page = contentPage('pages.paymentMethods', { body: () => <PaymentMarks size="lg" /> });
export const generateMetadata = page.generateMetadata;
export default page.Page;
