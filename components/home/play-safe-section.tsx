import { getTranslations } from 'next-intl/server';
import { InfoCards } from '@/components/page/info-cards';
import { buttonClasses } from '@/components/ui/button-classes';
import { ChatIcon, ClockIcon, ShieldIcon, WalletIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

/** "Play on your terms": three honest promises, then the one-click route to gambling limits. */
export async function PlaySafeSection() {
  const t = await getTranslations('pages.home');
  return (
    <section aria-labelledby="home-trust" className="mx-auto max-w-content px-4 pb-16 md:px-6 md:pb-24 xl:px-8">
      <h2 id="home-trust" className="text-xl font-bold tracking-tight text-fg">
        {t('trustTitle')}
      </h2>
      <div className="mt-6">
        <InfoCards
          headingLevel={3}
          items={[
            { id: 'limits', icon: ShieldIcon, title: t('trust.limits.title'), body: t('trust.limits.body') },
            { id: 'payments', icon: WalletIcon, title: t('trust.payments.title'), body: t('trust.payments.body') },
            { id: 'support', icon: ChatIcon, title: t('trust.support.title'), body: t('trust.support.body') },
          ]}
        />
      </div>
      <div className="mt-8 flex flex-col gap-6 rounded-xl bg-raised p-6 ring-1 ring-inset ring-line md:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
            <ClockIcon />
          </span>
          <div>
            <h3 className="text-lg font-bold text-fg">{t('rgTitle')}</h3>
            <p className="mt-1 text-sm text-fg-muted">{t('rgBody')}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3 md:pl-16 lg:pl-0">
          <Link href="/my-account/gambling-limits" className={buttonClasses({ variant: 'primary' })}>
            {t('rgCta')}
          </Link>
          <Link href="/responsible-gambling" className={buttonClasses({ variant: 'outline' })}>
            {t('rgLearn')}
          </Link>
        </div>
      </div>
    </section>
  );
}
