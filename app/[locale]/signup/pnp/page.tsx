import { contentPage } from '@/components/page/content-page';
import { JoinActions } from '@/components/page/join-actions';

const page = contentPage('pages.signupPnp', { path: '/signup/pnp', actions: ({ locale }) => <JoinActions locale={locale} secondary="signIn" /> });
export const generateMetadata = page.generateMetadata;
export default page.Page;
