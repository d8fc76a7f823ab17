import { getTranslations } from 'next-intl/server';
import { HelplineCard } from '@/components/layout/helpline-card';
import { InfoCards } from '@/components/page/info-cards';
import { contentPage } from '@/components/page/content-page';
import { linkAction } from '@/components/page/link-action';
import { ClockIcon, LockIcon, ShieldIcon, WalletIcon, WarningIcon } from '@/components/ui/icons';
import { helplineForMarket } from '@/lib/brand';
import { DEFAULT_LOCALE, parseLocale } from '@/lib/markets';

const TOOLS = [
  { id: 'depositLimits', icon: WalletIcon },
  { id: 'lossLimits', icon: WarningIcon },
  { id: 'realityCheck', icon: ClockIcon },
  { id: 'timeout', icon: ShieldIcon },
  { id: 'selfExclusion', icon: LockIcon },
] as const;

const page = contentPage('pages.responsibleGambling', {
  actions: linkAction('/my-account/gambling-limits', 'pages.responsibleGambling.cta'),
  body: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'pages.responsibleGambling.tools' });
    const { market } = parseLocale(locale) ?? parseLocale(DEFAULT_LOCALE)!;
    return (
      <div className="flex flex-col gap-8">
        <InfoCards items={TOOLS.map(({ id, icon }) => ({ id, icon, title: t(`${id}.title`), body: t(`${id}.body`) }))} />
        <div className="max-w-prose">
          <HelplineCard helpline={helplineForMarket(market)} />
        </div>
      </div>
    );
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
