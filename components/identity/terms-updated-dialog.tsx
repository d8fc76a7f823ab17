'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import { SHOW_UPDATED_TNC_KEY, readItem, writeItem } from '@/lib/identity/ui-storage';

/**
 * On the locale home (which the terms guard skips), a player with newer terms to accept is told once per
 * sign-in (Login state showUpdatedTnC); every other page sends them to the acceptance page.
 */
export function TermsUpdatedDialog({ show }: { show: boolean }) {
  const t = useTranslations('login.termsUpdated');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Storage is the browser's, read after hydration and again when a sign-in changes `show`; the dialog then owns it.
    // oxlint-disable-next-line react/set-state-in-effect
    setOpen(show && readItem(SHOW_UPDATED_TNC_KEY) === 'true');
  }, [show]);

  const later = () => {
    writeItem(SHOW_UPDATED_TNC_KEY, 'false');
    setOpen(false);
  };

  return (
    <Dialog open={open} onClose={later} title={t('title')} description={t('body')} closeLabel={t('later')}>
      <div className="flex flex-wrap gap-3">
        <Link href="/accept-terms-condition" onClick={later} className={buttonClasses({ size: 'lg' })}>
          {t('review')}
        </Link>
        <button type="button" onClick={later} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('later')}
        </button>
      </div>
    </Dialog>
  );
}
