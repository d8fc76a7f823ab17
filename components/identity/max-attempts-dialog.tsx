'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';

/** The max-attempts modal (spec identity-and-account §2 global overlays), for sign-up (`signup`) and reset (`reset`) codes. */
export function MaxAttemptsDialog({ open, onClose, namespace }: { open: boolean; onClose: () => void; namespace: 'signup' | 'reset' }) {
  const t = useTranslations(`${namespace}.maxAttempts`);
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('body')} closeLabel={t('close')}>
      <div data-testid="max-attempts-modal">
        <button type="button" onClick={onClose} className={buttonClasses({ size: 'lg', block: true })}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
