'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';
import type { ActivitySummary } from '@/lib/reality-check/schemas';
import { ActivitySummaryList } from './activity-summary-list';

type Props = {
  summary: ActivitySummary | null;
  busy: 'continue' | 'signOut' | null;
  failed: boolean;
  onContinue: () => void;
  onSignOut: () => void;
};

/**
 * The reality check (identity-and-account §3, §4): the session's activity summary, then continue (resets the timer)
 * or sign out. Closing it (Escape, the close button) is the same acknowledgement as continue, as the idle warning does.
 */
export function RealityCheckModal({ summary, busy, failed, onContinue, onSignOut }: Props) {
  const t = useTranslations('realityCheck');
  const interval = summary ? t(`interval.${summary.settings}`) : '';
  return (
    <Dialog open={summary !== null} onClose={() => (busy === null ? onContinue() : undefined)} title={t('modal.title')} closeLabel={t('modal.continue')}>
      {summary ? (
        <div className="flex flex-col gap-5" data-testid="reality-check-modal">
          <p className="text-base text-fg-muted">{t('modal.intro', { interval })}</p>
          <ActivitySummaryList summary={summary} />
          <p className="text-sm text-fg-muted">{t('modal.help')}</p>
          {failed ? (
            <p role="alert" className="text-sm text-danger">
              {t('modal.failed')}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" onClick={onContinue} disabled={busy !== null} className={buttonClasses({ size: 'lg' })} data-testid="reality-check-continue">
              {t('modal.continue')}
            </button>
            <button
              type="button"
              onClick={onSignOut}
              disabled={busy !== null}
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
              data-testid="reality-check-sign-out"
            >
              {t('modal.signOut')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
