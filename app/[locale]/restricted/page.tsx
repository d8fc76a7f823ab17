import { contentPage } from '@/components/page/content-page';
import { linkAction } from '@/components/page/link-action';

// Contact support, or withdraw (a visitor signs in on the way: the gate lets a restricted country reach both).
const contact = linkAction('/contact-live-chat', 'footer.links.contactLiveChat');
// Not prefetched: account pages render per request (a visitor is sent on to sign in), and Next cuts a dynamic
// page's prefetch off after a few bytes, a failed request in the console.
const withdraw = linkAction('/my-account/banking/withdraw', 'account.nav.withdraw', 'secondary', { prefetch: false });

const page = contentPage('pages.restricted', {
  noIndex: true,
  actions: async (params) => (
    <>
      {await contact(params)}
      {await withdraw(params)}
    </>
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
