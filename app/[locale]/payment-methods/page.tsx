import { PaymentMethodsTable } from '@/components/content/payment-methods-table';
import { staticContentPage } from '@/components/content/static-content-page';

const page = staticContentPage('payment-methods', {
  before: ({ locale, language, market }) => <PaymentMethodsTable locale={locale} language={language} market={market} />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
