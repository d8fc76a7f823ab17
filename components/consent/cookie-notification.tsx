'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { CookieIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { useCookieConsentStore } from '@/lib/ui/cookie-consent-store';
import { CookieSettingsDialog } from './cookie-settings-dialog';

/** The cookie banner (until the player decides) and the settings dialog (reachable at any time). */
export function CookieNotification() {
  const t = useTranslations('cookie');
  const { loaded, accepted, load, accept, openSettings } = useCookieConsentStore();

  useEffect(() => {
    load();
  }, [load]);

  return (
    <>
      {loaded && !accepted ? (
        <section
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-3 bottom-20 z-banner mx-auto max-w-3xl rounded-xl bg-overlay p-5 shadow-raised ring-1 ring-inset ring-line-strong motion-safe:animate-rise-in md:inset-x-6 md:bottom-6 md:p-6"
        >
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:gap-6">
            <div className="flex gap-4">
              <span aria-hidden="true" className="hidden size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary md:grid">
                <CookieIcon />
              </span>
              <div>
                <h2 id="cookie-banner-title" className="text-base font-bold text-fg">
                  {t('title')}
                </h2>
                <p className="mt-1 text-sm text-fg-muted">
                  {t('body')}{' '}
                  <Link href="/cookie-policy" className="font-semibold text-accent underline hover:text-accent-hover">
                    {t('policyLink')}
                  </Link>
                </p>
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <button
                type="button"
                onClick={openSettings}
                aria-haspopup="dialog"
                className={buttonClasses({ variant: 'secondary', className: 'flex-1 md:flex-none' })}
              >
                {t('settings')}
              </button>
              <button type="button" onClick={accept} className={buttonClasses({ variant: 'primary', className: 'flex-1 md:flex-none' })}>
                {t('accept')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      <CookieSettingsDialog />
    </>
  );
}
