import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { staticContentPage } from '@/components/content/static-content-page';
import { buttonClasses } from '@/components/ui/button-classes';

// Public and the same for every visitor: rendered once per locale on first request, then served from cache
// (ISR); content changes expire it through the content tags (webhook).
export const generateStaticParams = () => [];
export const revalidate = 300;

// The policy text is the CMS's; the button that changes the choice is the site's.
const page = staticContentPage('cookie-policy', {
  actions: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'pages.cookiePolicy' });
    return <CookieSettingsButton label={t('manage')} className={buttonClasses({ variant: 'primary' })} />;
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
