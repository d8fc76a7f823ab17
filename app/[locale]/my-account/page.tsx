import { getTranslations } from 'next-intl/server';
import { ACCOUNT_GROUPS } from '@/components/account/account-links';
import { AccountLinkCards, accountPage } from '@/components/account/account-page';

const page = accountPage('overview', async (locale) => {
  const t = await getTranslations({ locale, namespace: 'account.pages' });
  return (
    <AccountLinkCards
      links={ACCOUNT_GROUPS.map((group) => ({ link: group.links[0], title: t(`${group.links[0].key}.title`), body: t(`${group.links[0].key}.intro`) }))}
    />
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
