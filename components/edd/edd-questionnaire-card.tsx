'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { hasSeenQuestionnaire, markQuestionnaireSeen } from '@/lib/edd/seen-storage';
import { EDD_QUERY_KEYS, eddApi } from '@/lib/edd/ui-api';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { EddQuestionnaireModal } from './edd-questionnaire-modal';

/**
 * The questionnaire's place on the verification page: whether the platform asks for it, the answer date, and the
 * button that opens it. When it is required and this player has not seen it on this device (local storage
 * `questionnairePlayerId`), it opens by itself once.
 */
export function EddQuestionnaireCard() {
  const t = useTranslations('account.edd');
  const format = useFormatter();
  const playerId = useAuthStore((state) => state.playerId);
  const status = useQuery({ queryKey: EDD_QUERY_KEYS.status, queryFn: eddApi.status, staleTime: 0 });
  const [open, setOpen] = useState(false);
  const required = status.data?.required === true;

  useEffect(() => {
    if (!required || playerId === null || hasSeenQuestionnaire(playerId)) return;
    markQuestionnaireSeen(playerId);
    // The seen-list is the browser's storage, read after hydration once the platform says the questionnaire is due.
    // oxlint-disable-next-line react/set-state-in-effect
    setOpen(true);
  }, [required, playerId]);

  const openModal = () => {
    if (playerId !== null) markQuestionnaireSeen(playerId);
    setOpen(true);
  };

  const answer = status.data?.answer ?? null;
  return (
    <section aria-labelledby="edd-card-title" className="rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:p-6" data-testid="edd-card">
      <h2 id="edd-card-title" className="text-lg font-bold text-fg">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-fg-muted">{t('intro')}</p>
      {status.isPending ? (
        <div className="mt-4 h-5 w-48 animate-pulse rounded bg-raised motion-reduce:animate-none" />
      ) : (
        <p className="mt-4 text-sm font-semibold text-fg" data-testid="edd-status" data-required={required}>
          {required
            ? t('required')
            : answer
              ? t('answered', { date: format.dateTime(new Date(answer.answeredAt), { dateStyle: 'medium' }) })
              : t('notRequired')}
        </p>
      )}
      <button type="button" onClick={openModal} className={buttonClasses({ variant: required ? 'primary' : 'secondary', className: 'mt-4' })}>
        {answer ? t('update') : t('open')}
      </button>
      <EddQuestionnaireModal open={open} onClose={() => setOpen(false)} current={answer} />
    </section>
  );
}
