import { getTranslations } from 'next-intl/server';
import { InfoCards } from '@/components/page/info-cards';
import { contentPage } from '@/components/page/content-page';
import { linkAction } from '@/components/page/link-action';
import { GiftIcon, ShieldIcon, UserIcon, WalletIcon } from '@/components/ui/icons';

const TOPICS = [
  { id: 'account', icon: UserIcon },
  { id: 'payments', icon: WalletIcon },
  { id: 'bonuses', icon: GiftIcon },
  { id: 'safety', icon: ShieldIcon },
] as const;

const page = contentPage('pages.helpCentre', {
  actions: linkAction('/contact-live-chat', 'footer.links.contactLiveChat'),
  body: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'pages.helpCentre.topics' });
    return <InfoCards columns={2} items={TOPICS.map(({ id, icon }) => ({ id, icon, title: t(`${id}.title`), body: t(`${id}.body`) }))} />;
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
