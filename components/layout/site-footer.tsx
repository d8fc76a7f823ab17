import { getLocale, getTranslations } from 'next-intl/server';
import { Wordmark } from '@/components/brand/wordmark';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { Link } from '@/i18n/navigation';
import { brand, helplineForMarket, licencesForMarket, MINIMUM_AGE } from '@/lib/brand';
import { bcp47ForLocale, DEFAULT_LOCALE, parseLocale } from '@/lib/markets/locales';
import { AgeBadge } from './age-badge';
import { FOOTER_GROUPS } from './footer-links';
import { HelplineCard } from './helpline-card';
import { LocaleSwitcher } from './locale-switcher';
import { PaymentMarks } from './payment-marks';
import { RegulatorBadge } from './regulator-badge';
import { switcherMarkets } from './switcher-options';

const HEADING = 'text-xs font-bold uppercase tracking-wider text-fg-subtle';

export async function SiteFooter() {
  const locale = await getLocale();
  const { market, language } = parseLocale(locale) ?? parseLocale(DEFAULT_LOCALE)!;
  const [t, a11y, switcher] = await Promise.all([getTranslations('footer'), getTranslations('a11y'), getTranslations('switcher.markets')]);
  const markets = switcherMarkets(bcp47ForLocale(locale), switcher('UN'));

  return (
    <footer className="border-t border-line bg-surface pb-bottom-nav md:pb-0">
      <div className="mx-auto max-w-content px-4 py-12 md:px-6 xl:px-8">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="flex flex-col gap-6 lg:col-span-5">
            <Wordmark className="h-8 w-auto self-start" />
            <div className="flex items-start gap-4">
              <AgeBadge age={MINIMUM_AGE} label={a11y('ageBadge')} />
              <p className="text-sm text-fg-muted">{t('ageNotice', { age: MINIMUM_AGE })}</p>
            </div>
            <HelplineCard helpline={helplineForMarket(market)} />
          </div>
          <nav aria-label={a11y('footerNav')} className="grid grid-cols-2 gap-8 md:grid-cols-3 lg:col-span-7">
            {FOOTER_GROUPS.map((group) => (
              <div key={group.heading}>
                <h2 className={HEADING}>{t(group.heading)}</h2>
                {/* No prefetch: static pages a visitor rarely opens would each cost a server render when the footer scrolls into view. */}
                <ul className="mt-4 flex flex-col gap-1">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        prefetch={false}
                        className="inline-flex min-h-10 items-center text-sm text-fg-muted transition-colors hover:text-accent hover:underline"
                      >
                        {t(`links.${link.label}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 grid gap-10 border-t border-line pt-10 lg:grid-cols-12">
          <section aria-labelledby="footer-payments" className="lg:col-span-7">
            <h2 id="footer-payments" className={HEADING}>
              {t('payments')}
            </h2>
            <div className="mt-4">
              <PaymentMarks />
            </div>
          </section>
          <div className="lg:col-span-5">
            <LocaleSwitcher market={market} language={language} markets={markets} />
          </div>
        </div>

        <section aria-labelledby="footer-licensing" className="mt-12 border-t border-line pt-10">
          <h2 id="footer-licensing" className={HEADING}>
            {t('licensing')}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            {licencesForMarket(market).map((licence) => (
              <RegulatorBadge key={licence.number} regulator={licence.regulator} label={t('licenceBadge', { regulator: licence.regulator.name })} />
            ))}
          </div>
          {licencesForMarket(market).map((licence) => (
            <p key={licence.number} className="mt-4 max-w-prose text-xs text-fg-subtle">
              {t('licence', { brand: brand.name, operator: brand.operator, regulator: licence.regulator.name, number: licence.number })}
            </p>
          ))}
        </section>

        <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
          <p className="text-xs text-fg-subtle">{t('copyright', { year: new Date().getFullYear(), operator: brand.operator })}</p>
          <CookieSettingsButton className="inline-flex min-h-10 items-center gap-2 self-start text-sm font-medium text-fg-muted transition-colors hover:text-accent md:self-auto" />
        </div>
      </div>
    </footer>
  );
}
