import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { InfoCards } from '@/components/page/info-cards';
import { contentPage } from '@/components/page/content-page';
import { buttonClasses } from '@/components/ui/button-classes';
import { COOKIE_CATEGORIES } from '@/lib/ui/cookie-consent';

const page = contentPage('pages.cookiePolicy', {
  actions: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'pages.cookiePolicy' });
    return <CookieSettingsButton label={t('manage')} className={buttonClasses({ variant: 'primary' })} />;
  },
  body: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'cookie.categories' });
    return <InfoCards items={COOKIE_CATEGORIES.map((id) => ({ id, title: t(`${id}.label`), body: t(`${id}.description`) }))} />;
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
