'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/wallet/notice';
import { PlatformApiError } from '@/lib/api/errors';
import { DOCUMENT_SUB_TYPES, type UploadableDocumentType } from '@/lib/documents/enums';
import { DOCUMENT_QUERY_KEYS } from '@/lib/documents/query-keys';
import {
  DEFAULT_DOCUMENT_MAX_FILE_BYTES,
  DEFAULT_DOCUMENT_MAX_FILES,
  DOCUMENT_CONTENT_TYPES,
  type AccountDocuments,
  type VerificationSummary,
} from '@/lib/documents/schemas';
import { documentsApi } from '@/lib/documents/ui-api';
import {
  MODAL_TITLE_ID,
  nextVerificationState,
  uploadKindOf,
  verificationStartState,
  type VerificationFlowEvent,
  type VerificationFlowState,
  type VerificationStartPoint,
} from '@/lib/documents/verification-flow';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { useVerificationData } from './use-verification-data';

type Kind = 'ID' | 'POA' | 'POP' | 'SOW' | 'OTHER';
const TYPE_OF: Record<Kind, UploadableDocumentType> = {
  ID: 'PROOF_OF_ID',
  POA: 'PROOF_OF_ADDRESS',
  POP: 'PROOF_OF_PAYMENT',
  SOW: 'SOURCE_OF_WEALTH',
  OTHER: 'OTHER',
};
const MB = DEFAULT_DOCUMENT_MAX_FILE_BYTES / 1_048_576;

/** Outstanding uploadable types, in the spec's order, from the player's documents. */
function requestedTypes(documents: AccountDocuments): UploadableDocumentType[] {
  const all = [documents.idDocument, documents.addressDocument, ...documents.paymentDocument, documents.sowDocument, ...documents.otherDocument];
  const order: UploadableDocumentType[] = ['PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH', 'OTHER'];
  return order.filter((type) =>
    all.some((document) => document.documentType === type && (document.documentStatus === 'REQUESTED' || document.documentStatus === 'EXPIRED')),
  );
}

function startFor(
  startPoint: VerificationStartPoint,
  documentType: UploadableDocumentType | null | undefined,
  summary: VerificationSummary,
  documents: AccountDocuments,
) {
  return verificationStartState({ startPoint, documentType, uploadState: summary.uploadState, requested: requestedTypes(documents) });
}

/**
 * The verification modal (identity-and-account.md §2 "a verification modal with document-upload flow", §4): an
 * explicit state machine over the spec's 25 states (lib/documents/verification-flow.ts) that starts where the
 * player's documents and the opener (`startPoint`, or one chosen document) say, and uploads each document's pages.
 */
export function VerificationModal({
  open,
  onClose,
  startPoint,
  documentType,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  startPoint: VerificationStartPoint;
  documentType?: UploadableDocumentType | null;
  /** Told after each accepted upload (the document reminder moves to UPLOADED). */
  onUploaded?: () => void;
}) {
  const t = useTranslations('documents');
  const queryClient = useQueryClient();
  const [state, setState] = useState<VerificationFlowState>('PENDING');
  const [subType, setSubType] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The flow's state for dispatch (updated only there, with the rendered state).
  const stateRef = useRef<VerificationFlowState>('PENDING');
  const { documents, summary } = useVerificationData(open);

  const dispatch = useCallback((event: VerificationFlowEvent, to?: VerificationFlowState) => {
    const next = nextVerificationState(stateRef.current, event, to);
    if (next === null) return false;
    stateRef.current = next;
    setState(next);
    return true;
  }, []);

  // Opening starts the flow; the documents, once loaded, give the start point.
  useEffect(() => {
    if (open && stateRef.current === 'PENDING') dispatch('START');
  }, [open, dispatch]);
  useEffect(() => {
    if (state !== 'LOADING') return;
    if (documents.isError || summary.isError) dispatch('LOAD_FAILED');
    else if (documents.data && summary.data && !documents.isFetching && !summary.isFetching)
      dispatch('LOADED', startFor(startPoint, documentType, summary.data, documents.data.accountDocuments));
  }, [state, documents, summary, startPoint, documentType, dispatch]);

  const kind = uploadKindOf(state) as Kind | null;
  const type = kind ? TYPE_OF[kind] : null;
  const subTypes: readonly string[] = type ? DOCUMENT_SUB_TYPES[type] : [];

  function close() {
    dispatch('CLOSE');
    setFiles([]);
    setSubType(null);
    setProblem(null);
    onClose();
  }

  function enter(event: VerificationFlowEvent) {
    setFiles([]);
    setProblem(null);
    if (event === 'CONTINUE') setSubType(null);
    dispatch(event);
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    // React carries events through the portal to the opener's tree: an opener inside a form must not see this submit.
    event.stopPropagation();
    if (!type) return;
    if (files.length === 0) return setProblem(t('modal.upload.chooseFile'));
    if (files.length > DEFAULT_DOCUMENT_MAX_FILES) return setProblem(t('modal.upload.tooMany', { count: DEFAULT_DOCUMENT_MAX_FILES }));
    const big = files.find((file) => file.size > DEFAULT_DOCUMENT_MAX_FILE_BYTES);
    if (big) return setProblem(t('modal.upload.tooBig', { name: big.name, size: MB }));
    // Sending again from the error step is the machine's RETRY (UPLOAD_x_ERROR → UPLOAD_x), then the upload.
    if (stateRef.current.endsWith('_ERROR')) dispatch('RETRY');
    setBusy(true);
    setProblem(null);
    try {
      const answer = await documentsApi.upload(type, files, subType ?? undefined);
      queryClient.setQueryData(DOCUMENT_QUERY_KEYS.documents, answer);
      await queryClient.invalidateQueries({ queryKey: DOCUMENT_QUERY_KEYS.summary });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEYS.depositAllowed });
      dispatch('UPLOAD_SUCCEEDED');
      onUploaded?.();
    } catch (error) {
      const field = error instanceof PlatformApiError ? error.fieldErrors[0] : undefined;
      const known = ['invalid_file_type', 'too_big', 'too_small', 'document_verified', 'too_many_files'];
      const code = field && known.includes(field.code) ? field.code : error instanceof PlatformApiError && error.status === 413 ? 'too_big' : 'generic';
      const name = typeof field?.rejectedValue === 'string' ? field.rejectedValue : (files[0]?.name ?? '');
      setProblem(t(`modal.error.${code}`, { name }));
      dispatch('UPLOAD_FAILED');
    } finally {
      setBusy(false);
    }
  }

  function next() {
    const fresh = queryClient.getQueryData<VerificationSummary>(DOCUMENT_QUERY_KEYS.summary);
    const docs = queryClient.getQueryData<{ accountDocuments: AccountDocuments }>(DOCUMENT_QUERY_KEYS.documents);
    const target = fresh && docs ? startFor(startPoint, null, fresh, docs.accountDocuments) : 'UPLOADED';
    setFiles([]);
    setSubType(null);
    if (!dispatch('NEXT', target)) dispatch('NEXT', 'UPLOADED');
  }

  const titleKey = MODAL_TITLE_ID[startPoint].replace(/^documents\./, '') as 'modal.title.account';
  return (
    <Dialog open={open} onClose={close} title={t(titleKey)} description={t('modal.description')} closeLabel={t('modal.close')}>
      <div data-testid="verification-modal" data-state={state} data-start-point={startPoint} className="flex flex-col gap-4">
        {state === 'LOADING' || state === 'PENDING' ? (
          <div className="skeleton h-32 rounded-lg" aria-busy="true">
            <span className="sr-only">{t('modal.loading')}</span>
          </div>
        ) : null}
        {state === 'ERROR' ? (
          <>
            <Notice tone="error">{t('modal.loadFailed')}</Notice>
            <Actions>
              <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={() => dispatch('RETRY')}>
                {t('modal.retry')}
              </button>
            </Actions>
          </>
        ) : null}
        {kind && state.startsWith('PRE_UPLOAD_') ? (
          <>
            <StepHeading kind={kind} />
            <p className="text-sm text-fg-muted">{t(`modal.pre.${kind as 'ID' | 'POP' | 'OTHER'}`)}</p>
            <Actions>
              <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={() => enter('CONTINUE')} data-testid="verification-continue">
                {t('modal.continue')}
              </button>
            </Actions>
          </>
        ) : null}
        {kind && state.startsWith('SELECT_') ? (
          <>
            <StepHeading kind={kind} />
            <SubTypePicker legend={t(`modal.select.${kind as 'POA' | 'SOW'}`)} subTypes={subTypes} value={subType} onChange={setSubType} />
            <Actions>
              <button
                type="button"
                disabled={!subType}
                className={buttonClasses({ variant: 'primary' })}
                onClick={() => enter('SELECT')}
                data-testid="verification-continue"
              >
                {t('modal.continue')}
              </button>
            </Actions>
          </>
        ) : null}
        {kind && (state === `UPLOAD_${kind}` || state === `UPLOAD_${kind}_ERROR`) ? (
          <form onSubmit={upload} noValidate className="flex flex-col gap-4" data-testid="verification-upload-form">
            <StepHeading kind={kind} />
            {(kind === 'ID' || kind === 'POP') && subTypes.length > 0 ? (
              <SubTypePicker legend={t('modal.upload.subType')} subTypes={subTypes} value={subType} onChange={setSubType} />
            ) : null}
            <FilePicker files={files} onChange={setFiles} />
            {problem ? (
              <Notice tone="error" testId="verification-upload-error">
                {problem}
              </Notice>
            ) : null}
            <Actions>
              <button
                type="button"
                className={buttonClasses({ variant: 'secondary' })}
                onClick={() => {
                  setProblem(null);
                  dispatch('BACK');
                }}
              >
                {t('modal.back')}
              </button>
              <button type="submit" disabled={busy} className={buttonClasses({ variant: 'primary' })} data-testid="verification-submit">
                {busy ? t('modal.upload.uploading') : t('modal.upload.submit')}
              </button>
            </Actions>
          </form>
        ) : null}
        {kind && state === `UPLOAD_${kind}_SUCCESS` ? (
          <>
            <Notice tone="success" testId="verification-upload-success">
              {t(`modal.success.${kind}`)}
            </Notice>
            <Actions>
              <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={next} data-testid="verification-next">
                {t('modal.next')}
              </button>
            </Actions>
          </>
        ) : null}
        {state === 'UPLOADED' || state === 'SUCCESS' ? (
          <>
            <Notice tone={state === 'SUCCESS' ? 'success' : 'info'} testId="verification-outcome">
              {t(state === 'SUCCESS' ? 'modal.verified' : 'modal.uploaded')}
            </Notice>
            <Actions>
              <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={close} data-testid="verification-done">
                {t('modal.done')}
              </button>
            </Actions>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3 pt-1">{children}</div>;
}

function StepHeading({ kind }: { kind: Kind }) {
  const t = useTranslations('documents');
  return <h3 className="text-base font-bold text-fg">{t(`modal.heading.${kind}`)}</h3>;
}

function SubTypePicker({
  legend,
  subTypes,
  value,
  onChange,
}: {
  legend: string;
  subTypes: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('documents');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-fg-muted">{legend}</legend>
      {subTypes.map((subType) => (
        <label
          key={subType}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-fg ring-1 ring-inset ring-line transition-colors hover:ring-line-strong has-checked:bg-raised has-checked:ring-accent"
        >
          <input type="radio" name={name} value={subType} checked={value === subType} onChange={() => onChange(subType)} className="accent-accent" />
          {t(`subTypes.${subType as 'PASSPORT'}`)}
        </label>
      ))}
    </fieldset>
  );
}

function FilePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const t = useTranslations('documents');
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('modal.upload.files')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={[...DOCUMENT_CONTENT_TYPES, '.heic'].join(',')}
        onChange={(event) => onChange(Array.from(event.currentTarget.files ?? []))}
        data-testid="verification-file-input"
        className="block w-full rounded-md bg-raised text-sm text-fg ring-1 ring-inset ring-line file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:bg-surface file:px-4 file:font-semibold file:text-fg"
      />
      <p className="text-xs text-fg-muted">{t('modal.upload.hint', { size: MB, count: DEFAULT_DOCUMENT_MAX_FILES })}</p>
      {files.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-fg" aria-live="polite">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`} className="truncate">
              {file.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
