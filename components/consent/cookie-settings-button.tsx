'use client';

import { useTranslations } from 'next-intl';
import { useCookieConsentStore } from '@/lib/ui/cookie-consent-store';
import { CookieIcon } from '@/components/ui/icons';

/** Reopens the cookie settings dialog at any time (footer, cookie policy page). */
export function CookieSettingsButton({ className, label }: { className?: string; label?: string }) {
  const t = useTranslations('footer');
  const openSettings = useCookieConsentStore((state) => state.openSettings);
  return (
    <button type="button" onClick={openSettings} aria-haspopup="dialog" className={className}>
      <CookieIcon className="size-5" />
      {label ?? t('cookieSettings')}
    </button>
  );
}
