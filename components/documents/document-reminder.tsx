'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { CheckCircleIcon, WarningIcon } from '@/components/ui/icons';
import { nextReminderState, type DocumentReminderEvent, type DocumentReminderState } from '@/lib/documents/document-reminder';
import type { DocumentFact } from '@/lib/documents/document-facts';
import type { PlayerDocumentsAnswer } from '@/lib/documents/schemas';
import { useVerificationData } from './use-verification-data';
import { VerificationModal } from './verification-modal';

function factsOf(answer: PlayerDocumentsAnswer | undefined): DocumentFact[] {
  if (!answer) return [];
  const documents = answer.accountDocuments;
  return [
    documents.idDocument,
    documents.addressDocument,
    documents.sowDocument,
    documents.eddQuestionnaire,
    ...documents.paymentDocument,
    ...documents.otherDocument,
  ];
}

// "Verify later" lasts for the browser session (the reminder comes back on the next visit).
const LATER_KEY = 'documentReminderLater';

/**
 * The document reminder (identity-and-account.md §4: INACTIVE, NOTIFY on show, UPLOADED; close hides; verify later
 * or terminate return to INACTIVE), shown on the account pages while a document is outstanding. Its state is the
 * pure reducer (lib/documents/document-reminder.ts) run over what happened here: shown once the documents load
 * (again whenever they change, e.g. an operator's request pushed live), then the player's own events.
 */
export function DocumentReminder() {
  const t = useTranslations('documents');
  const pathname = usePathname();
  const { documents } = useVerificationData();
  const [events, setEvents] = useState<DocumentReminderEvent[]>(() =>
    typeof window !== 'undefined' && window.sessionStorage.getItem(LATER_KEY) === '1' ? ['VERIFY_LATER'] : [],
  );
  const [modal, setModal] = useState(false);
  // What the reminder showed when the player chose to upload from it (the documents then change under it).
  const [pinned, setPinned] = useState<DocumentReminderState | null>(null);
  const facts = factsOf(documents.data);
  const later = events.includes('VERIFY_LATER');
  const start: DocumentReminderState = pinned ?? (documents.data && !later ? nextReminderState('INACTIVE', 'SHOW', facts) : 'INACTIVE');
  const state = events.reduce<DocumentReminderState>((current, event) => nextReminderState(current, event, facts), start);
  const send = (event: DocumentReminderEvent) => setEvents((list) => [...list, event]);

  // The verification page shows the documents themselves.
  if (state === 'INACTIVE' || pathname.endsWith('/account/verification')) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg bg-surface p-4 shadow-card ring-1 ring-inset ring-line-strong md:flex-row md:items-center"
      data-testid="document-reminder"
      data-state={state}
    >
      {state === 'UPLOADED' ? <CheckCircleIcon className="size-6 shrink-0 text-success" /> : <WarningIcon className="size-6 shrink-0 text-accent" />}
      <div className="min-w-0 flex-1">
        {state === 'NOTIFY' ? (
          <>
            <p className="font-bold text-fg">{t('reminder.title')}</p>
            <p className="text-sm text-fg-muted">{t('reminder.body')}</p>
          </>
        ) : (
          <p className="text-sm text-fg">{t('reminder.uploaded')}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {state === 'NOTIFY' ? (
          <>
            <button
              type="button"
              className={buttonClasses({ variant: 'primary', size: 'sm' })}
              onClick={() => {
                setPinned(state);
                setModal(true);
              }}
              data-testid="reminder-upload"
            >
              {t('reminder.upload')}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              onClick={() => {
                window.sessionStorage.setItem(LATER_KEY, '1');
                send('VERIFY_LATER');
              }}
            >
              {t('reminder.later')}
            </button>
          </>
        ) : (
          <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={() => send('CLOSE')}>
            {t('reminder.close')}
          </button>
        )}
      </div>
      {modal ? <VerificationModal open onClose={() => setModal(false)} startPoint="ACCOUNT_PAGE" onUploaded={() => send('UPLOAD')} /> : null}
    </div>
  );
}
