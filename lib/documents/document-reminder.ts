import type { DocumentFact } from './document-facts';
import { isOutstanding } from './document-facts';

/** identity-and-account.md §4 "Document reminder states". */
export const DOCUMENT_REMINDER_STATES = ['INACTIVE', 'NOTIFY', 'UPLOADED'] as const;
export type DocumentReminderState = (typeof DOCUMENT_REMINDER_STATES)[number];

/** SHOW (the page asks whether to remind), UPLOAD (the player uploaded from it), CLOSE, VERIFY_LATER, TERMINATE. */
export type DocumentReminderEvent = 'SHOW' | 'UPLOAD' | 'CLOSE' | 'VERIFY_LATER' | 'TERMINATE';

/**
 * identity-and-account.md §4: NOTIFY on show (when something is outstanding; nothing to ask stays INACTIVE),
 * UPLOADED after the player uploads from the reminder, and close, verify later or terminate return to INACTIVE.
 */
export function nextReminderState(state: DocumentReminderState, event: DocumentReminderEvent, documents: readonly DocumentFact[]): DocumentReminderState {
  switch (event) {
    case 'SHOW':
      return state === 'UPLOADED' || !documents.some((document) => isOutstanding(document.documentStatus)) ? state : 'NOTIFY';
    case 'UPLOAD':
      return state === 'NOTIFY' ? 'UPLOADED' : state;
    case 'CLOSE':
    case 'VERIFY_LATER':
    case 'TERMINATE':
      return 'INACTIVE';
  }
}
