import { contentPage } from '@/components/page/content-page';
import { JoinActions } from '@/components/page/join-actions';

const page = contentPage<{ locale: string; id: string }>('pages.landing', {
  actions: ({ locale }) => <JoinActions locale={locale} />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
